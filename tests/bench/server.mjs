// The production build, served for the benchmarks the way a production host serves it: HTTPS with HTTP/2 and
// compression (.deploy/serve.mjs) on 127.0.0.1, with a throw-away self-signed certificate the benchmark's
// browser is told to accept. `--http1` serves plain HTTP/1.1 instead (what `npm run serve` does locally).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import selfsigned from 'selfsigned';
import { createServer } from '../../.deploy/serve.mjs';

const build = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');

/** Whether this run serves plain HTTP/1.1 (`--http1`) rather than HTTPS with HTTP/2. */
const HTTP1 = process.argv.includes('--http1');

/** Chrome flags the benchmarks' browsers need for the self-signed certificate. */
export const BROWSER_FLAGS = HTTP1 ? [] : ['--ignore-certificate-errors'];

/** Starts the server for `dir` (the build) on a free port; returns its base URL, a description of the transport, and
 *  `close`. */
export async function serveBuild(dir = build) {
  const tls = HTTP1 ? undefined : await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], { keySize: 2048 });
  const server = createServer(dir, tls && { key: tls.private, cert: tls.cert });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    base: `${HTTP1 ? 'http' : 'https'}://127.0.0.1:${port}`,
    transport: HTTP1 ? 'HTTP/1.1' : 'HTTPS with HTTP/2 (self-signed certificate)',
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
