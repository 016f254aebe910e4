// The docs' MCP endpoint in a worker thread (started by mcpEndpoint in ./serve.mjs): the MCP server over Streamable
// HTTP (src/features/mcp/http.ts, TypeScript loaded with jiti) on a loopback port of its own, which /mcp is piped to.
// Searching and loading run here, so the main thread keeps serving pages during a burst of tool calls.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url));
const { openDocs } = load('../src/features/mcp/docs.ts');
const { allowlist, createMcpHandler } = load('../src/features/mcp/http.ts');

const { dir, host, allowHosts } = workerData;
const handler = createMcpHandler(await openDocs({ dir }), allowlist(host, allowHosts));
const server = http.createServer(handler);
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
