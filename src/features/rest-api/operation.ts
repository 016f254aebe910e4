/**
 * The operation a generated endpoint page documents, read from its front matter: the OpenAPI plugin stores it there
 * as gzip-compressed JSON in base64 (`api:`), which the theme's ApiItem decodes the same way for its explorer.
 */
import type { OperationLike } from './codeSamples';

// Required, not imported: the theme requires pako, and an import would bundle pako's ES build as a second copy
// (≈ 6 KB gz more on every endpoint page).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ungzip } = require('pako') as typeof import('pako');

export function decodeOperation(api: unknown): OperationLike | undefined {
  if (typeof api !== 'string') return undefined;
  try {
    const bytes = Uint8Array.from(atob(api), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(ungzip(bytes))) as OperationLike;
  } catch {
    return undefined;
  }
}
