export default { docusaurusVersion: '3.10.2', siteVersion: '1.0.0', pluginVersions: {} };
