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

export interface ParsedRequest {
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
  return { method: request.method.toUpperCase(), url: wellFormed(request.url.toString()), headers, body };
}

/** The URL with characters URLs may not carry (quotes, spaces) percent-encoded, so Java's URI.create takes it. */
function wellFormed(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
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

/** A parameter of an operation, as the generated page carries it (references resolved). */
export interface ParameterLike {
  name: string;
  in: string;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { default?: unknown; example?: unknown };
}

/** One media type of a request body. */
export interface MediaLike {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: { type?: string; example?: unknown; [key: string]: unknown };
}

/** A server of the OpenAPI document: a URL with `{variable}` parts and their values. */
export interface ServerLike {
  url: string;
  variables?: Record<string, { default: string }>;
}

/** The parts of a generated API page's operation the samples need. */
export interface OperationLike {
  method: string;
  /** The OpenAPI path key. A `#suffix` only keeps two operations on one route apart; it is never sent. */
  path: string;
  servers?: ServerLike[];
  parameters?: ParameterLike[];
  requestBody?: { content?: Record<string, MediaLike> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** The route an operation's requests go to: its path key without the `#suffix`. */
export const requestPath = (pathKey: string): string => pathKey.split('#')[0];

/** A parameter's example value, in the order the explorer prefills its form (default, then examples). */
export function parameterExample(parameter: ParameterLike): string | undefined {
  const named = parameter.examples ? Object.values(parameter.examples)[0]?.value : undefined;
  const value = parameter.schema?.default ?? parameter.example ?? parameter.schema?.example ?? named;
  return value === undefined ? undefined : String(value);
}

/** The request body's media type and its documented example (the first one when there are several). */
export function requestBodyExample(operation: OperationLike): { contentType: string; example: unknown } | undefined {
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  if (!contentType || !media) return undefined;
  const named = media.examples ? Object.values(media.examples)[0]?.value : undefined;
  return { contentType, example: media.example ?? named ?? media.schema?.example };
}

/** The text a body example is sent as: strings as they are (Cypher, base64 slices), anything else as JSON. */
export const bodyText = (example: unknown): string => (typeof example === 'string' ? example : JSON.stringify(example));

/** The media type the explorer asks for: the first one of the first 2xx response. */
function acceptType(operation: OperationLike): string | undefined {
  const ok = Object.entries(operation.responses ?? {}).find(([code]) => /^2\d\d$/.test(code))?.[1];
  return Object.keys(ok?.content ?? {})[0];
}

/** A server's base URL, its variables filled with their defaults (the explorer keeps a reader's choices there). */
export function serverUrl(server: ServerLike | undefined): string {
  const base = Object.entries(server?.variables ?? {}).reduce((url, [name, v]) => url.replace(`{${name}}`, v.default), server?.url ?? '');
  return base.replace(/\/$/, '');
}

/** The operation's URL on its default server (server variables filled with their defaults), no path filled. */
export function defaultUrl(operation: OperationLike): string {
  return `${serverUrl(operation.servers?.[0])}${requestPath(operation.path)}`;
}

const parametersIn = (operation: OperationLike, place: string) => (operation.parameters ?? []).filter((p) => p.in === place);

/**
 * The request a page documents, ready to run: method, default server, path parameters filled with their
 * examples, example query parameters, `Content-Type` and `Accept`, and the request body's example.
 */
export function exampleRequest(operation: OperationLike): ParsedRequest {
  const path = parametersIn(operation, 'path').reduce((url, p) => {
    const value = parameterExample(p);
    return value === undefined ? url : url.replace(`{${p.name}}`, encodeURIComponent(value));
  }, defaultUrl(operation));
  const query = parametersIn(operation, 'query').flatMap((p) => {
    const value = parameterExample(p);
    return value === undefined ? [] : [`${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`];
  });
  const body = requestBodyExample(operation);
  const accept = acceptType(operation);
  const headers: [string, string][] = [];
  if (body) headers.push(['Content-Type', body.contentType]);
  if (accept) headers.push(['Accept', accept]);
  return {
    method: operation.method.toUpperCase(),
    url: query.length ? `${path}?${query.join('&')}` : path,
    headers,
    body: body?.example === undefined ? undefined : bodyText(body.example),
  };
}

/** A curl command for the operation as documented (see exampleRequest). */
export const curlForOperation = (operation: OperationLike): string => curl(exampleRequest(operation));

/** The documented request in every language the reference offers (what a printed page shows). */
export function samplesForOperation(operation: OperationLike): { label: string; language: string; code: string }[] {
  const request = exampleRequest(operation);
  return LANGUAGES.map(({ label, syntax_mode, generate }) => ({ label, language: syntax_mode, code: generate({ ...request, url: wellFormed(request.url) }) }));
}

/** A Postman request (collection format v2.1) for the operation: `{{baseUrl}}`, `:name` path variables, examples. */
export function postmanRequestFor(operation: OperationLike) {
  const request = exampleRequest(operation);
  const body = requestBodyExample(operation);
  const example = (place: string) => parametersIn(operation, place).map((p) => ({ key: p.name, value: parameterExample(p) ?? '' }));
  return {
    method: request.method,
    url: {
      host: ['{{baseUrl}}'],
      path: requestPath(operation.path).split('/').filter(Boolean).map((segment) => segment.replace(/^\{(.+)\}$/, ':$1')),
      query: example('query'),
      variable: example('path'),
    },
    header: request.headers.map(([key, value]) => ({ key, value })),
    ...(body ? { body: { mode: 'raw', raw: request.body ?? '', options: { raw: { language: body.contentType.includes('json') ? 'json' : 'text' } } } } : {}),
  };
}

/**
 * The operation as the theme's explorer should see it: its Postman request built here (the generator finds
 * none for `#suffix` paths and leaves bodies empty), and each request schema carrying the documented example,
 * from which the explorer fills its body editor (instead of a skeleton of type names such as "string").
 */
export function withRunnableExamples<T extends OperationLike>(operation: T): T & { postman: ReturnType<typeof postmanRequestFor> } {
  const content = operation.requestBody?.content;
  const examples = content
    ? Object.fromEntries(
        Object.entries(content).map(([type, media]) => {
          const example = requestBodyExample({ ...operation, requestBody: { content: { [type]: media } } })?.example;
          return [type, example === undefined ? media : { ...media, schema: { ...media.schema, example } }];
        }),
      )
    : undefined;
  return {
    ...operation,
    ...(examples ? { requestBody: { ...operation.requestBody, content: examples } } : {}),
    postman: postmanRequestFor(operation),
  };
}

/** A raw text body (Cypher, base64 slices): the example of a media type whose schema is a string. */
export function rawTextExample(media: MediaLike | undefined): string | undefined {
  if (media?.schema?.type !== 'string') return undefined;
  const named = media.examples ? Object.values(media.examples)[0]?.value : undefined;
  const example = media.example ?? named ?? media.schema.example;
  return typeof example === 'string' ? example : undefined;
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
