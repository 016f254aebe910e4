#!/usr/bin/env node
// Serves the production build the way .deploy/nginx.conf does: the build's precompressed copies of scripts, styles
// and search-index files (`main.js.br`, like nginx's `brotli_static`), compression of the rest, long-lived caching
// for hashed assets, the site's 404 page with status 404, and the headers of security-headers.conf (CSP included).
// Given a certificate it speaks HTTPS with HTTP/2, as a production host does (HTTP/1.1 clients still served).
//   node .deploy/serve.mjs [--dir build] [--host 127.0.0.1] [--port 3000] [--cert cert.pem --key key.pem]
//   (npm run serve)
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
 *  Pagefind's binary index files (tests/unit/precompress.test.ts serves each text kind and an index chunk). */
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

/** The twin of a page route (`/server-install` → `server-install.md`, `/` → `index.md`), if the build has one. */
async function twinOf(dir, pathname) {
  if (path.extname(pathname) || pathname.includes('%') || pathname.split('/').includes('..')) return undefined;
  const file = path.join(dir, `${pathname.replace(/\/+$/, '') || '/index'}.md`);
  return (await stat(file).catch(() => undefined))?.isFile() ? file : undefined;
}

/** A server for the build in `dir`: plain HTTP/1.1, or with `tls` ({ key, cert } in PEM) HTTPS with HTTP/2. A page
 *  route answers with its Markdown twin when the request prefers Markdown (`Accept: text/markdown`), with HTML
 *  otherwise; both say `Vary: Accept`. */
export function createServer(dir, tls) {
  const compress = compression();
  const fail = (res, error) => {
    res.statusCode = 500;
    res.end(String(error));
  };
  const serve = async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControl(pathname));
    const readable = ['GET', 'HEAD'].includes(req.method ?? '');
    if (readable && !path.extname(pathname)) {
      res.setHeader('Vary', 'Accept, Accept-Encoding');
      const twin = wantsMarkdown(req.headers.accept) ? await twinOf(dir, pathname) : undefined;
      if (twin) {
        res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
        return compress(req, res, () => (req.method === 'HEAD' ? res.end() : createReadStream(twin).pipe(res)));
      }
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
  createServer(dir, tls).listen(port, host, () => console.log(`Serving ${dir} on ${tls ? 'https' : 'http'}://${host}:${port}`));
}
