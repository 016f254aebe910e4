import path from 'node:path';

/** The repository root: page paths in findings are relative to it. */
export const ROOT = path.resolve(__dirname, '../..');
