export default { type: 'localStorage', namespace: '' };
