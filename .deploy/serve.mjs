#!/usr/bin/env node
// Serves the production build the way .deploy/nginx.conf does: the build's precompressed copies of scripts, styles
// and search-index files (`main.js.br`, like nginx's `brotli_static`), compression of the rest, long-lived caching
// for hashed assets, the site's 404 page with status 404, and the headers of security-headers.conf (CSP included).
// Given a certificate it speaks HTTPS with HTTP/2, as a production host does (HTTP/1.1 clients still served).
// It also answers the docs' MCP server over Streamable HTTP at /mcp (src/features/mcp/http.ts), reading the same build;
// --allow-host names the hosts it is reached by besides loopback and the site's own (behind a proxy, another name).
//   node .deploy/serve.mjs [--dir build] [--host 127.0.0.1] [--port 3000] [--cert cert.pem --key key.pem]
//                          [--allow-host docs.example.com,…]   (npm run serve)
import { createReadStream, readFileSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import compression from 'compression';
import handler from 'serve-handler';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The `add_header Name "value" always;` lines of an nginx snippet, as [name, value] pairs. */
export function parseHeaders(conf) {
  return [...conf.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)].map((m) => [m[1], m[2]]);
}

export const SECURITY_HEADERS = parseHeaders(readFileSync(path.join(here, 'security-headers.conf'), 'utf8'));

/** Cache-Control by path, as in nginx.conf. */
export function cacheControl(pathname) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/pagefind/')) return 'public, max-age=300, must-revalidate';
  return 'no-cache';
}

/** Content types of the text files the build precompresses (src/plugins/precompress); its other copies are of
 *  Pagefind's binary index files (src/plugins/precompress/__tests__/precompress.test.ts serves each text kind and an index chunk). */
const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.yaml': 'application/yaml',
};
/** Files served as they are whose type is stated here rather than left to serve-handler's MIME table: the pages'
 *  Markdown twins (`/server-install.md`) and llms.txt / llms-full.txt (src/features/twins). */
const TEXT_HEADERS = [
  { source: '**/*.md', headers: [{ key: 'Content-Type', value: 'text/markdown; charset=utf-8' }] },
  { source: '**/*.txt', headers: [{ key: 'Content-Type', value: CONTENT_TYPES['.txt'] }] },
];
/** The REST API's downloads (src/features/rest-api/downloads): saved as files, not shown as text in a tab
 *  (serve-handler sends `inline` otherwise). */
const DOWNLOAD_HEADERS = [{ source: 'rest-api/*.{yaml,json}', headers: [{ key: 'Content-Disposition', value: 'attachment' }] }];
/** The encodings the copies are in, as `Content-Encoding` name → file suffix, preferred first. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The encodings an Accept-Encoding header allows (those with q=0 refused). */
function acceptedEncodings(header = '') {
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([name, ...params]) => name && !params.some((p) => /^q=0(\.0*)?$/i.test(p)))
      .map(([name]) => name.toLowerCase()),
  );
}

/** The precompressed copy of the requested file the client accepts (brotli first), if the build has one. */
async function precompressed(dir, pathname, acceptEncoding) {
  const extension = path.extname(pathname);
  // Copies are of files (routes have no extension) with plain ASCII names: anything encoded or climbing out of
  // the build is left to serve-handler.
  if (!extension || pathname.includes('%') || pathname.split('/').includes('..')) return undefined;
  const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [encoding, suffix] of ENCODINGS) {
    if (!accepted.has(encoding)) continue;
    const file = path.join(dir, pathname + suffix);
    const stats = await stat(file).catch(() => undefined);
    if (stats?.isFile()) return { file, encoding, type, size: stats.size, etag: `W/"${encoding}-${stats.size.toString(16)}-${Math.round(stats.mtimeMs).toString(16)}"` };
  }
  return undefined;
}

/** Sends a precompressed copy (304 when the client's copy is current). */
function sendPrecompressed(req, res, found) {
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', found.etag);
  if (req.headers['if-none-match'] === found.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', found.type);
  res.setHeader('Content-Encoding', found.encoding);
  res.setHeader('Content-Length', found.size);
  if (req.method === 'HEAD') res.end();
  else createReadStream(found.file).pipe(res);
}

/** Whether the request's Accept header prefers Markdown to HTML (`text/markdown`, at a higher q than `text/html`). */
export function wantsMarkdown(accept) {
  const q = (type) => {
    for (const part of (accept ?? '').split(',')) {
      const [name, ...params] = part.trim().split(/\s*;\s*/);
      if (name.toLowerCase() !== type) continue;
      const value = params.find((p) => p.startsWith('q='));
      return value ? Number(value.slice(2)) || 0 : 1;
    }
    return -1;
  };
  const markdown = q('text/markdown');
  return markdown > 0 && markdown > q('text/html');
}

/** `file` if it is a file inside `dir` once symbolic links are followed (a link out of the build is not served). */
async function fileInside(dir, file) {
  const [root, real] = await Promise.all([realpath(dir), realpath(file)]).catch(() => []);
  if (!real || !real.startsWith(root + path.sep)) return undefined;
  return (await stat(real)).isFile() ? real : undefined;
}

/** The twin of a page route (`/server-install` → `server-install.md`, `/` → `index.md`), if the build has one. */
async function twinOf(dir, pathname) {
  if (path.extname(pathname) || pathname.includes('%') || pathname.includes('\0') || pathname.split('/').includes('..')) return undefined;
  return fileInside(dir, path.join(dir, `${pathname.replace(/\/+$/, '') || '/index'}.md`));
}

/** Whether a request path stays inside the build once symbolic links are followed: its longest existing part must
 *  resolve inside `dir` (serve-handler refuses a link as the last part, not a linked folder on the way). */
async function staysInside(dir, pathname) {
  let file;
  try {
    file = path.join(dir, decodeURIComponent(pathname));
  } catch {
    return false;
  }
  if (file.includes('\0')) return false;
  const root = await realpath(dir);
  for (; file.startsWith(dir); file = path.dirname(file)) {
    // Missing: try the folder above; any other failure (a name too long for the file system) is refused.
    const real = await realpath(file).catch((error) => (['ENOENT', 'ENOTDIR'].includes(error.code) ? undefined : ''));
    if (real !== undefined) return real === root || real.startsWith(root + path.sep);
    if (file === dir) break;
  }
  return false;
}

/** The site's 404 page, with status 404. */
function sendNotFound(dir, res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  createReadStream(path.join(dir, '404.html')).on('error', () => res.end()).pipe(res);
}

/** Whether the build has a page at the route (its HTML), twin or not (/search has none). */
async function hasPage(dir, pathname) {
  if (pathname.includes('%') || pathname.includes('\0') || pathname.split('/').includes('..')) return false;
  const base = path.join(dir, pathname.replace(/\/+$/, '') || '/index');
  return (await Promise.all([`${base}.html`, path.join(base, 'index.html')].map((file) => fileInside(dir, file)))).some(Boolean);
}

/** The answer to a Markdown request for a page the site does not have: a 404 in Markdown. */
const MARKDOWN_404 = '# Page not found\n\nThe BangDB docs have no page at this address. /llms.txt lists every page with its Markdown address.\n';
function sendMarkdown404(req, res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
  res.end(req.method === 'HEAD' ? undefined : MARKDOWN_404);
}

/**
 * The docs' MCP endpoint for the build in `dir`, served by a server bound to `host` and also reached as `allowHosts`:
 * a request handler that pipes /mcp to the MCP server in a worker thread (./mcpWorker.mjs), headers as received (its
 * Host and Origin checks see the client's).
 */
export function mcpEndpoint(dir, host, allowHosts = []) {
  const worker = new Worker(new URL('./mcpWorker.mjs', import.meta.url), { workerData: { dir, host, allowHosts } });
  worker.unref();
  const port = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  port.catch((error) => console.error('The MCP endpoint did not start:', error));
  return async (req, res) => {
    // HTTP/2's pseudo-headers (`:path`, `:authority` …) are not headers of the HTTP/1.1 request to the worker.
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    headers.host ??= req.headers[':authority'];
    const upstream = http.request({ host: '127.0.0.1', port: await port, method: req.method, path: req.url, headers }, (reply) => {
      const { connection, 'keep-alive': keepAlive, 'transfer-encoding': encoding, ...sent } = reply.headers; // per connection
      res.writeHead(reply.statusCode ?? 502, sent);
      reply.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
}

/** A server for the build in `dir`: plain HTTP/1.1, or with `tls` ({ key, cert } in PEM) HTTPS with HTTP/2. A page
 *  route answers with its Markdown twin when the request prefers Markdown (`Accept: text/markdown`), with HTML
 *  otherwise; both say `Vary: Accept`. With `mcp` (from mcpEndpoint), /mcp is the docs' MCP endpoint. */
export function createServer(dir, tls, { mcp } = {}) {
  const compress = compression();
  const fail = (res, error) => {
    res.statusCode = 500;
    res.end(String(error));
  };
  const serve = async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (mcp && pathname === '/mcp') return mcp(req, res);
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControl(pathname));
    const readable = ['GET', 'HEAD'].includes(req.method ?? '');
    if (!(await staysInside(dir, pathname))) return sendNotFound(dir, res);
    if (readable && !path.extname(pathname)) {
      res.setHeader('Vary', 'Accept, Accept-Encoding');
      const markdown = wantsMarkdown(req.headers.accept);
      const twin = markdown ? await twinOf(dir, pathname) : undefined;
      if (twin) {
        res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
        return compress(req, res, () => (req.method === 'HEAD' ? res.end() : createReadStream(twin).pipe(res)));
      }
      if (markdown && !(await hasPage(dir, pathname))) return sendMarkdown404(req, res);
    }
    const found = readable ? await precompressed(dir, pathname, req.headers['accept-encoding']) : undefined;
    if (found) return sendPrecompressed(req, res, found);
    compress(req, res, () => {
      handler(req, res, { public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false, headers: [...TEXT_HEADERS, ...DOWNLOAD_HEADERS] }).catch((error) => fail(res, error));
    });
  };
  const listener = (req, res) => void serve(req, res).catch((error) => fail(res, error));
  return tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, listener) : http.createServer(listener);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = new Map(process.argv.slice(2).flatMap((a, i, all) => (a.startsWith('--') ? [[a.slice(2), all[i + 1]]] : [])));
  const dir = path.resolve(args.get('dir') ?? 'build');
  const host = args.get('host') ?? '127.0.0.1';
  const port = Number(args.get('port') ?? 3000);
  const tls = args.has('cert') ? { cert: readFileSync(args.get('cert')), key: readFileSync(args.get('key')) } : undefined;
  const mcp = mcpEndpoint(dir, host, args.get('allow-host')?.split(',') ?? []);
  const server = createServer(dir, tls, { mcp });
  server.listen(port, host, () => console.log(`Serving ${dir} on ${tls ? 'https' : 'http'}://${host}:${server.address().port} (MCP at /mcp)`));
}
