/**
 * The operation a generated endpoint page documents, read from its front matter: the OpenAPI plugin stores it there
 * as gzip-compressed JSON in base64 (`api:`), which the theme's ApiItem decodes the same way for its explorer.
 */
import { ungzip } from 'pako';
import type { OperationLike } from './codeSamples';

export function decodeOperation(api: unknown): OperationLike | undefined {
  if (typeof api !== 'string') return undefined;
  try {
    const bytes = Uint8Array.from(atob(api), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(ungzip(bytes))) as OperationLike;
  } catch {
    return undefined;
  }
}
