import { convert, curlForOperation, defaultUrl, getLanguageList, requestFailureMessage, type RequestLike } from '@site/src/features/rest-api/codeSamples';

const request: RequestLike = {
  method: 'post',
  url: { toString: () => 'http://localhost:18080/db/mydb/table' },
  getHeaders: () => ({ 'Content-Type': 'application/json', Accept: 'application/json' }),
  body: { mode: 'raw', raw: '{"table_name":"customers","note":"it\'s"}' },
};

function sample(language: string): string {
  let out = '';
  convert(language, '', request, {}, (error, snippet) => {
    if (error) throw error;
    out = snippet ?? '';
  });
  return out;
}

describe('REST code samples', () => {
  it('offers exactly the four languages of the reference', () => {
    expect(getLanguageList().map((l) => l.key)).toEqual(['curl', 'python', 'nodejs', 'java']);
  });

  it('writes a curl command with method, headers and a shell-safe body', () => {
    expect(sample('curl')).toBe(
      [
        "curl -L -X POST 'http://localhost:18080/db/mydb/table'",
        "  -H 'Content-Type: application/json'",
        "  -H 'Accept: application/json'",
        `  --data-raw '{"table_name":"customers","note":"it'\\''s"}'`,
      ].join(' \\\n'),
    );
  });

  it('writes Python, Node.js and Java that send the same request', () => {
    expect(sample('python')).toContain('requests.request("POST", url, headers=headers, data=payload)');
    expect(sample('nodejs')).toContain('await fetch("http://localhost:18080/db/mydb/table", {');
    expect(sample('nodejs')).toContain('method: "POST"');
    expect(sample('java')).toContain('.method("POST", HttpRequest.BodyPublishers.ofString(');
  });

  it('reports an unknown language instead of throwing', () => {
    const callback = jest.fn();
    convert('cobol', '', request, {}, callback);
    expect(callback.mock.calls[0][0]).toBeInstanceOf(Error);
  });

  it('builds the first curl sample of a page from its operation and default server', () => {
    const operation = {
      method: 'put',
      path: '/stream/{schema}/state',
      servers: [{ url: '{protocol}://{host}:{port}', variables: { protocol: { default: 'http' }, host: { default: 'localhost' }, port: { default: '18080' } } }],
      requestBody: { content: { 'application/json': { example: { state: 1 } } } },
    };
    expect(defaultUrl(operation)).toBe('http://localhost:18080/stream/{schema}/state');
    expect(curlForOperation(operation)).toContain(`--data-raw '{"state":1}'`);
  });
});

describe('Try-it failure message', () => {
  it('is the explorer note when a request got no status code', () => {
    expect(requestFailureMessage('Unable to reach the server.', undefined)).toBe('Unable to reach the server.');
  });
  it('is nothing for real responses and while fetching', () => {
    expect(requestFailureMessage('{"msg":"ok"}', undefined)).toBeNull();
    expect(requestFailureMessage('Fetching...', undefined)).toBeNull();
    expect(requestFailureMessage('not found', '404')).toBeNull();
    expect(requestFailureMessage(undefined, undefined)).toBeNull();
  });
});
