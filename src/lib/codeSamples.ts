/**
 * Code samples for the REST endpoint pages, in the four languages the reference offers. It stands in for
 * `postman-code-generators` in the browser bundle (same `getLanguageList`/`convert` interface): that library
 * generates ~40 languages and adds 1.7 MB gz to every endpoint page; these four fit in a few KB.
 */

/** The part of a postman-collection Request the samples need. */
export interface RequestLike {
  method: string;
  url: { toString(): string };
  getHeaders(options?: { enabled?: boolean }): Record<string, string | string[]>;
  body?: { mode?: string; raw?: string } | null;
}

interface Language {
  key: string;
  label: string;
  syntax_mode: string;
  variants: { key: string }[];
  generate: (request: ParsedRequest) => string;
}

interface ParsedRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: string | undefined;
}

function parse(request: RequestLike): ParsedRequest {
  const headers = Object.entries(request.getHeaders({ enabled: true }) ?? {}).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, String(v)]),
  );
  const body = request.body?.mode === 'raw' && request.body.raw ? request.body.raw : undefined;
  return { method: request.method.toUpperCase(), url: request.url.toString(), headers, body };
}

const singleQuoted = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const jsString = (s: string) => JSON.stringify(s);

function curl({ method, url, headers, body }: ParsedRequest): string {
  const lines = [`curl -L -X ${method} ${singleQuoted(url)}`];
  for (const [name, value] of headers) lines.push(`  -H ${singleQuoted(`${name}: ${value}`)}`);
  if (body !== undefined) lines.push(`  --data-raw ${singleQuoted(body)}`);
  return lines.join(' \\\n');
}

function python({ method, url, headers, body }: ParsedRequest): string {
  const lines = ['import requests', '', `url = ${jsString(url)}`];
  lines.push(`headers = {${headers.map(([n, v]) => `\n    ${jsString(n)}: ${jsString(v)},`).join('')}${headers.length ? '\n' : ''}}`);
  if (body !== undefined) lines.push(`payload = ${jsString(body)}`);
  lines.push('', `response = requests.request(${jsString(method)}, url, headers=headers${body !== undefined ? ', data=payload' : ''})`);
  lines.push('print(response.status_code)', 'print(response.text)');
  return lines.join('\n');
}

function node({ method, url, headers, body }: ParsedRequest): string {
  const options = [`  method: ${jsString(method)},`, `  headers: {${headers.map(([n, v]) => `\n    ${jsString(n)}: ${jsString(v)},`).join('')}${headers.length ? '\n  ' : ''}},`];
  if (body !== undefined) options.push(`  body: ${jsString(body)},`);
  return [
    '// Node.js 18+ (built-in fetch)',
    `const response = await fetch(${jsString(url)}, {`,
    ...options,
    '});',
    'console.log(response.status, await response.text());',
  ].join('\n');
}

function java({ method, url, headers, body }: ParsedRequest): string {
  const publisher = body !== undefined ? `HttpRequest.BodyPublishers.ofString(${jsString(body)})` : 'HttpRequest.BodyPublishers.noBody()';
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'HttpClient client = HttpClient.newHttpClient();',
    'HttpRequest request = HttpRequest.newBuilder()',
    `    .uri(URI.create(${jsString(url)}))`,
    ...headers.map(([n, v]) => `    .header(${jsString(n)}, ${jsString(v)})`),
    `    .method(${jsString(method)}, ${publisher})`,
    '    .build();',
    'HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());',
    'System.out.println(response.statusCode() + " " + response.body());',
  ].join('\n');
}

const LANGUAGES: Language[] = [
  { key: 'curl', label: 'cURL', syntax_mode: 'bash', variants: [{ key: 'curl' }], generate: curl },
  { key: 'python', label: 'Python', syntax_mode: 'python', variants: [{ key: 'requests' }], generate: python },
  { key: 'nodejs', label: 'NodeJs', syntax_mode: 'javascript', variants: [{ key: 'fetch' }], generate: node },
  { key: 'java', label: 'Java', syntax_mode: 'java', variants: [{ key: 'httpclient' }], generate: java },
];

export function getLanguageList(): Omit<Language, 'generate'>[] {
  return LANGUAGES.map(({ generate: _generate, ...language }) => language);
}

export function convert(
  language: string,
  _variant: string,
  request: RequestLike,
  _options: unknown,
  callback: (error: Error | null, snippet?: string) => void,
): void {
  const entry = LANGUAGES.find((l) => l.key === language);
  if (!entry) {
    callback(new Error(`No code sample generator for ${language}`));
    return;
  }
  try {
    callback(null, entry.generate(parse(request)));
  } catch (error) {
    callback(error as Error);
  }
}

export default { getLanguageList, convert };

/** The parts of a generated API page's operation the first curl sample needs. */
export interface OperationLike {
  method: string;
  path: string;
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
}

/** The operation's URL on its default server (server variables filled with their defaults). */
export function defaultUrl(operation: OperationLike): string {
  const server = operation.servers?.[0];
  const base = Object.entries(server?.variables ?? {}).reduce((url, [name, v]) => url.replace(`{${name}}`, v.default), server?.url ?? '');
  return `${base.replace(/\/$/, '')}${operation.path.split('#')[0]}`;
}

/** A curl command for the operation as documented: default server, JSON body from the request example. */
export function curlForOperation(operation: OperationLike): string {
  const json = operation.requestBody?.content?.['application/json']?.example;
  const headers: [string, string][] = [['Accept', 'application/json']];
  if (json !== undefined) headers.push(['Content-Type', 'application/json']);
  return curl({ method: operation.method.toUpperCase(), url: defaultUrl(operation), headers, body: json === undefined ? undefined : JSON.stringify(json) });
}

/**
 * The explorer's plain-text failure note, if the last Try-it request failed: a response without a status code
 * that is neither JSON nor the in-progress marker.
 */
export function requestFailureMessage(value: string | undefined, code: string | undefined): string | null {
  if (code || !value || value === 'Fetching...') return null;
  try {
    JSON.parse(value);
    return null;
  } catch {
    return value;
  }
}
