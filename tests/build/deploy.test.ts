/** The deployment files match the build: the CSP allows every inline script the pages contain, each nginx
 * location that sets headers also includes the security headers (nginx drops inherited ones otherwise), and the
 * precompressed copies the servers send are there. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import build from '../buildDir.cjs';

const root = path.resolve(__dirname, '../..');
const snippet = readFileSync(path.join(root, '.deploy/security-headers.conf'), 'utf8');
const nginx = readFileSync(path.join(root, '.deploy/nginx.conf'), 'utf8');

const csp = /add_header Content-Security-Policy "([^"]+)"/.exec(snippet)?.[1] ?? '';
const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';

const htmlFiles = readdirSync(build, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html') && !f.startsWith('assets/'))
  .map((f) => path.join(build, f));

it('the CSP forbids inline scripts except by hash, and objects, framing and foreign scripts', () => {
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
});

it("every inline script of every page is allowed by the CSP's hashes", () => {
  const missing = new Map<string, string>();
  for (const file of htmlFiles) {
    const html = readFileSync(file, 'utf8');
    for (const [, attrs, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/type=["']?application\/ld\+json/.test(attrs)) continue; // data, never executed
      const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      if (!scriptSrc.includes(hash)) missing.set(hash, path.relative(build, file));
    }
  }
  // A new hash here means Docusaurus changed an inline script: add it to .deploy/security-headers.conf.
  expect(Object.fromEntries(missing)).toEqual({});
});

it('nginx: every location that adds headers keeps the security headers; 404 page, compression (precompressed copies first), long cache, HTTPS with HTTP/2', () => {
  const locations = [...nginx.matchAll(/location [^{]+\{([^}]*)\}/g)].map((m) => m[1]);
  expect(locations.length).toBeGreaterThanOrEqual(3);
  for (const body of locations.filter((b) => b.includes('add_header'))) expect(body).toContain('include /etc/nginx/conf.d/security-headers.conf;');
  expect(nginx).toMatch(/error_page 404 \/404\.html;/);
  expect(nginx).toMatch(/gzip on;/);
  expect(nginx).toMatch(/brotli_static on;\s*gzip_static on;/);
  expect(nginx).toMatch(/listen 443 ssl;\s*http2 on;/);
  expect(nginx).toMatch(/listen 80;[^}]*return 301 https:\/\/\$host\$request_uri;/);
  expect(nginx).toMatch(/location \/assets\/ \{[^}]*max-age=31536000, immutable/);
});

it('the build holds brotli and gzip copies of every script, stylesheet and search-index file, which the server sends as they are', () => {
  const eligible = ['assets', 'pagefind'].flatMap((dir) =>
    readdirSync(path.join(build, dir), { recursive: true, encoding: 'utf8' })
      .map((f) => path.join(build, dir, f))
      .filter((f) => (/\.(js|css|json)$/.test(f) && statSync(f).size >= 1024) || /\.(pagefind|pf_\w+)$/.test(f)),
  );
  expect(eligible.filter((f) => f.endsWith('.pf_fragment')).length).toBeGreaterThan(300);
  expect(eligible.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(300);
  const missing = eligible.filter((f) => !existsSync(`${f}.br`) || !existsSync(`${f}.gz`)).map((f) => path.relative(build, f));
  expect(missing).toEqual([]);
  // Spot-check the copies decode to the files (the start-up script and the search module).
  for (const f of eligible.filter((file) => /[\\/](main\.[0-9a-f]+\.js|pagefind\.js)$/.test(file))) {
    expect(brotliDecompressSync(readFileSync(`${f}.br`))).toEqual(readFileSync(f));
    expect(gunzipSync(readFileSync(`${f}.gz`))).toEqual(readFileSync(f));
  }
});

it('the social card every page names (og:image, twitter:image) is in the build, a 1200 × 630 PNG', () => {
  const html = readFileSync(path.join(build, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<meta[^>]*(?:og|twitter):image[^>]*content=["']?([^"' >]+)/g)].map((m) => m[1]);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const png = readFileSync(path.join(build, new URL(url).pathname));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});
