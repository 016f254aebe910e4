// Rules of the REST pages' Try it (src/features/rest-api/theme/ApiExplorer/Request): which requests need the
// reader's confirmation, and the URL the confirmation names.
import { requestPath, serverUrl, type ServerLike } from './codeSamples';

/** HTTP's safe methods (RFC 9110, 9.2.1): a request with one of them only reads. */
const READ_ONLY_METHODS = new Set(['get', 'head', 'options']);

/**
 * Whether sending an operation from Try it can change data on the reader's server, so it waits for a confirmation
 * naming its method and URL: every method but GET, HEAD and OPTIONS (BangDB's POST and PUT calls create, write or
 * train; DELETE drops). An unknown method counts as changing data.
 */
export function changesData(operation: { method: string }): boolean {
  return !READ_ONLY_METHODS.has(operation.method.toLowerCase());
}

/** A parameter as the explorer's form holds it: the value typed (or a list of values), if any. */
export interface FormParameter {
  name: string;
  value?: string | string[];
}

const formValue = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(',') : (value ?? ''));

/**
 * The full URL Try it sends a request to, from the explorer's form: the chosen server, the documented path with
 * each path parameter typed (encoded; an empty one stays `{name}`) and the query
 * parameters that have a value (lists joined with commas, as the explorer sends BangDB's parameters).
 */
export function tryItUrl(path: string, server: ServerLike | undefined, pathParams: readonly FormParameter[], queryParams: readonly FormParameter[]): string {
  const filled = pathParams.reduce((url, p) => {
    const value = formValue(p.value);
    return value ? url.replace(`{${p.name}}`, encodeURIComponent(value)) : url;
  }, requestPath(path));
  const query = queryParams
    .filter((p) => formValue(p.value))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(formValue(p.value))}`);
  return `${serverUrl(server)}${filled}${query.length ? `?${query.join('&')}` : ''}`;
}
