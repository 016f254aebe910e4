// Prism's per-language grammar files (loaded by tests after setting the global Prism): scripts that register
// themselves on that global and export nothing, so @types/prismjs does not declare them.
declare module 'prismjs/components/*';
