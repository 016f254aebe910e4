// Starts (globalSetup) and stops (globalTeardown) the static server for the browser tests: the README's
// `npm run serve` (.deploy/serve.mjs), so every spec runs with its compression, 404 status and CSP.
const { spawn } = require('node:child_process');
const path = require('node:path');
const net = require('node:net');

const PORT = Number(process.env.E2E_PORT || 3210);
const root = path.resolve(__dirname, '../..');
const build = require('../buildDir.cjs');

function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    (function attempt() {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => { socket.end(); resolve(); });
      socket.once('error', () => {
        if (Date.now() > deadline) reject(new Error(`static server did not start on ${port}`));
        else setTimeout(attempt, 200);
      });
    })();
  });
}

/** Starts `.deploy/serve.mjs` on the build at 127.0.0.1:`port` (extra options such as `--cert`/`--key` appended;
 *  a `--dir` among them serves that folder instead) and resolves with the child process once the port accepts connections. */
async function startServer(port, options = []) {
  const args = [path.join(root, '.deploy/serve.mjs'), '--dir', build, '--port', String(port), '--host', '127.0.0.1', ...options];
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'ignore' });
  await waitForPort(port, 30_000);
  return child;
}

/** Starts `.deploy/serve.mjs` (with its MCP endpoint) on `dir` at a free port of 127.0.0.1; resolves with the child
 *  process and the server's base URL, as the server prints it. */
function serveOnFreePort(dir) {
  const child = spawn(process.execPath, [path.join(root, '.deploy/serve.mjs'), '--dir', dir, '--port', '0', '--host', '127.0.0.1'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (data) => {
      const base = /on (http:\/\/\S+)/.exec(String(data))?.[1];
      if (base) resolve({ child, base });
    });
    child.once('exit', (code) => reject(new Error(`.deploy/serve.mjs exited with ${code}`)));
  });
}

module.exports = async function serve() {
  if (globalThis.__E2E_SERVER__) {
    globalThis.__E2E_SERVER__.kill();
    return;
  }
  globalThis.__E2E_SERVER__ = await startServer(PORT);
  process.env.E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
};
module.exports.startServer = startServer;
module.exports.serveOnFreePort = serveOnFreePort;
