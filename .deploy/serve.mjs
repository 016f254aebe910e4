#!/usr/bin/env node
// Serves the production build the way .deploy/nginx.conf does: compression, long-lived caching for hashed
// assets, the site's 404 page with status 404, and the headers of security-headers.conf (CSP included). Given a
// certificate it speaks HTTPS with HTTP/2, as a production host does (HTTP/1.1 clients still served).
//   node .deploy/serve.mjs [--dir build] [--host 127.0.0.1] [--port 3000] [--cert cert.pem --key key.pem]
//   (npm run serve)
import { readFileSync } from 'node:fs';
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

/** A server for the build in `dir`: plain HTTP/1.1, or with `tls` ({ key, cert } in PEM) HTTPS with HTTP/2. */
export function createServer(dir, tls) {
  const compress = compression();
  const serve = (req, res) => {
    compress(req, res, () => {
      for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
      res.setHeader('Cache-Control', cacheControl(new URL(req.url ?? '/', 'http://localhost').pathname));
      handler(req, res, { public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false }).catch((error) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  };
  return tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, serve) : http.createServer(serve);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = new Map(process.argv.slice(2).flatMap((a, i, all) => (a.startsWith('--') ? [[a.slice(2), all[i + 1]]] : [])));
  const dir = path.resolve(args.get('dir') ?? 'build');
  const host = args.get('host') ?? '127.0.0.1';
  const port = Number(args.get('port') ?? 3000);
  const tls = args.has('cert') ? { cert: readFileSync(args.get('cert')), key: readFileSync(args.get('key')) } : undefined;
  createServer(dir, tls).listen(port, host, () => console.log(`Serving ${dir} on ${tls ? 'https' : 'http'}://${host}:${port}`));
}
