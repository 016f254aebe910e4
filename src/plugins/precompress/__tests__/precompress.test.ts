/**
 * @jest-environment node
 *
 * Precompressed files: the build plugin writes brotli and gzip copies of every text file worth it, and the
 * README's static server (.deploy/serve.mjs) sends those very bytes to clients that accept them.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ENCODINGS, MIN_SIZE, PRECOMPRESSED_TYPES, openCopyCaches, precompressFiles } from '@site/src/plugins/precompress';
import { startServer } from '@site/tests/e2e/server.cjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bangdb-precompress-'));
/** A text of `size` bytes that compresses well, as scripts do. */
const text = (size: number) => 'function greet(name) { return `Hello, ${name}`; }\n'.repeat(Math.ceil(size / 50)).slice(0, size);
const large = PRECOMPRESSED_TYPES.filter((ext) => !ext.startsWith('.p')).map((ext) => `assets/large${ext}`);
/** Pagefind writes its index as gzip streams that start, once decompressed, with this signature. */
const indexChunk = Buffer.from(`pagefind_dcd${'stream string table the '.repeat(40)}`);
const files: Record<string, string | Buffer> = {
  ...Object.fromEntries(large.map((file) => [file, text(20_000)])),
  'assets/small.js': text(MIN_SIZE - 1),
  'assets/picture.png': text(5_000),
  'pagefind/names.json': JSON.stringify(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`id${i}`, `Page ${i}|/page-${i}`]))),
  'pagefind/index/en_1.pf_index': gzipSync(indexChunk),
  'index.html': `<!doctype html><title>Home</title>${text(3_000)}`,
  '404.html': '<!doctype html><title>Page not found</title><h1>Page not found</h1>',
};
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
}

let server: ChildProcess;
let port = 0;
beforeAll(async () => {
  await precompressFiles(path.join(dir, 'assets'));
  await precompressFiles(path.join(dir, 'pagefind'));
  port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  server = await startServer(port, ['--dir', dir]);
});
afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
function get(pathname: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressFiles', () => {
  it('reuses the copies of unchanged files on the next build (same bytes), and compresses a changed one', async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'bangdb-precompress-site-'));
    const assets = path.join(siteDir, 'build');
    mkdirSync(assets);
    for (const [i, name] of ['a.js', 'b.js', 'c.css'].entries()) writeFileSync(path.join(assets, name), text(8_000 + 100 * i));
    const run = async () => {
      const caches = await openCopyCaches(siteDir, 'test');
      await precompressFiles(assets, caches);
      return Promise.all(Object.values(caches).map((cache) => cache.prune()));
    };
    try {
      expect(await run()).toEqual([{ reused: 0, produced: 3 }, { reused: 0, produced: 3 }]);
      const before = readFileSync(path.join(assets, 'a.js.br'));
      expect(await run()).toEqual([{ reused: 3, produced: 0 }, { reused: 3, produced: 0 }]);
      expect(readFileSync(path.join(assets, 'a.js.br'))).toEqual(before);
      writeFileSync(path.join(assets, 'a.js'), text(9_000));
      expect(await run()).toEqual([{ reused: 2, produced: 1 }, { reused: 2, produced: 1 }]);
      expect(brotliDecompressSync(readFileSync(path.join(assets, 'a.js.br'))).toString()).toBe(text(9_000));
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });

  it('writes a brotli and a gzip copy of every text file of at least MIN_SIZE bytes, each decoding to the original', () => {
    for (const file of [...large, 'pagefind/names.json']) {
      const original = readFileSync(path.join(dir, file));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
      expect(statSync(path.join(dir, `${file}.br`)).size).toBeLessThan(original.length / 5);
    }
  });

  it("gives Pagefind's gzipped index files copies of what they hold, however small: brotli, and the file itself as gzip", () => {
    const file = path.join(dir, 'pagefind/index/en_1.pf_index');
    expect(readFileSync(file).length).toBeLessThan(MIN_SIZE);
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(indexChunk);
    expect(readFileSync(`${file}.gz`)).toEqual(readFileSync(file));
  });

  it('leaves small files and other kinds alone', () => {
    for (const file of ['assets/small.js', 'assets/picture.png']) for (const [, suffix] of ENCODINGS) expect(() => statSync(path.join(dir, file + suffix))).toThrow();
  });
});

describe('serve.mjs', () => {
  it.each(large)('sends the brotli copy of %s as is, with its content type, to a client that accepts br', async (file) => {
    const reply = await get(`/${file}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
    expect(reply.headers['content-type']).toMatch(/^(text|application|image)\//);
    expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
    expect(reply.body).toEqual(readFileSync(path.join(dir, `${file}.br`)));
  });

  it('sends an index chunk with Content-Encoding, so the browser hands Pagefind the decoded bytes', async () => {
    for (const [accept, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const reply = await get('/pagefind/index/en_1.pf_index', { 'Accept-Encoding': accept });
      expect(reply.headers['content-encoding']).toBe(accept);
      expect(decode(reply.body)).toEqual(indexChunk);
    }
  });

  it('sends gzip where brotli is not accepted (or refused with q=0), and the file itself to a client that takes neither', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const reply = await get('/assets/large.js', { 'Accept-Encoding': accept });
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.body).toEqual(readFileSync(path.join(dir, 'assets/large.js.gz')));
    }
    const plain = await get('/assets/large.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(files['assets/large.js']);
  });

  it('keeps the cache headers, answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    const first = await get('/assets/large.css', { 'Accept-Encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await get('/assets/large.css', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/pagefind/names.json', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(String(statSync(path.join(dir, 'pagefind/names.json.br')).size));
    expect(head.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(head.body.length).toBe(0);
  });

  it('still compresses pages and files without a copy on the fly', async () => {
    const page = await get('/', { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe(files['index.html']);
    const small = await get('/assets/small.js', { 'Accept-Encoding': 'br' });
    expect(small.body.toString()).toBe(files['assets/small.js']);
  });

  it.each(['/assets/..%2f..%2fetc%2fpasswd.js', '/assets/%E0%A4%A.js', '/../../etc/hosts.js', '/assets/missing.js'])(
    'answers %s with the 404 page, not a file outside the build, and keeps serving',
    async (pathname) => {
      const reply = await get(pathname);
      expect([400, 404]).toContain(reply.status);
      expect(reply.body.toString()).not.toContain('localhost');
      await expect(get('/assets/large.js', { 'Accept-Encoding': 'br' })).resolves.toMatchObject({ status: 200 });
    },
  );
});
