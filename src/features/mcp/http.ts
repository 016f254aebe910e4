/**
 * The docs' MCP server over Streamable HTTP (stateless: every POST is a whole exchange, no session), as `npm run serve`
 * answers it at /mcp beside the pages (.deploy/serve.mjs). The transport is the SDK's; in front of it, the MCP
 * transport rules for a server anyone's browser can reach: the Host and Origin headers must be on the allowlist (a
 * page on another site cannot reach a server on the reader's machine by DNS rebinding), the request's address and
 * body are bounded, and the tools' work runs a few calls at a time so that a burst of calls leaves the pages served.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { SITE_ORIGIN, type Docs } from './docs';
import { createServer } from './tools';

/** Where the endpoint is, on the site's origin. */
export const MCP_PATH = '/mcp';

export interface Limits {
  /** Longest request body (a tool call is a few hundred bytes). */
  bodyBytes: number;
  /** Longest request target (path and query). */
  urlBytes: number;
  /** Calls whose tools run at once; the others wait their turn. */
  concurrent: number;
  /** Calls that may wait; beyond them the answer is 503 with Retry-After. */
  waiting: number;
}

export const LIMITS: Limits = { bodyBytes: 64 * 1024, urlBytes: 2048, concurrent: 4, waiting: 1000 };

/** Host names (without port) a request may be addressed to, and a browser's request come from (its Origin's host). */
export type Allowlist = readonly string[];

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** The allowlist of a server bound to `host`: the loopback names when it is bound to loopback, the site's own host
 *  (behind a proxy that passes the Host header on), and `extraHosts` (the names it is reached by otherwise). */
export function allowlist(host: string, extraHosts: readonly string[] = []): Allowlist {
  const bound = host === '::1' ? '[::1]' : host;
  return [...new Set([...(LOOPBACK.includes(bound) ? LOOPBACK : []), new URL(SITE_ORIGIN).hostname, ...extraHosts.map((h) => h.toLowerCase())])];
}

/** Why a request's Host or Origin header is refused (403), or undefined when both name an allowed host (a request
 *  without Origin is not a browser's). */
export function refusal(headers: { host?: string; origin?: string }, allowed: Allowlist): string | undefined {
  const hostname = /^(\[[^\]]*\]|[^:]*)(?::\d+)?$/.exec(headers.host ?? '')?.[1]?.toLowerCase();
  if (!hostname || !allowed.includes(hostname)) return `Host ${JSON.stringify(headers.host ?? '')} is not allowed`;
  if (headers.origin === undefined) return undefined;
  const origin = URL.canParse(headers.origin) ? new URL(headers.origin) : undefined;
  if (!origin || !/^https?:$/.test(origin.protocol) || !allowed.includes(origin.hostname)) return `Origin ${JSON.stringify(headers.origin)} is not allowed`;
  return undefined;
}

/** At most `concurrent` tasks at once, at most `waiting` in line; `run` rejects with `Busy` beyond that. */
export function taskQueue(concurrent: number, waiting: number) {
  let running = 0;
  const line: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrent) {
      if (line.length >= waiting) throw new Busy();
      await new Promise<void>((resolve) => line.push(resolve));
    }
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      line.shift()?.();
    }
  };
}

export class Busy extends Error {}

/** A JSON-RPC error as the whole HTTP answer. */
function fail(res: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } }));
}

/** The request's body, or undefined (after answering 413) once it is longer than `limit`. */
async function readBody(req: IncomingMessage, res: ServerResponse, limit: number): Promise<string | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return void fail(res, 413, ErrorCode.InvalidRequest, `The request body is over ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      fail(res, 413, ErrorCode.InvalidRequest, `The request body is over ${limit} bytes`);
      req.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The /mcp endpoint: answers a POSTed JSON-RPC message (or batch) with JSON, refusing what the rules above refuse. */
export function createMcpHandler(docs: Docs, allowed: Allowlist, limits: Limits = LIMITS) {
  const queue = taskQueue(limits.concurrent, limits.waiting);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('Cache-Control', 'no-store');
    if ((req.url ?? '').length > limits.urlBytes) return fail(res, 414, ErrorCode.InvalidRequest, `The request address is over ${limits.urlBytes} bytes`);
    const refused = refusal(req.headers, allowed);
    if (refused) return fail(res, 403, ErrorCode.InvalidRequest, refused);
    // Stateless: no session to resume (GET) or end (DELETE).
    if (req.method !== 'POST') return fail(res, 405, ErrorCode.InvalidRequest, 'POST a JSON-RPC message to this address', { Allow: 'POST' });
    const body = await readBody(req, res, limits.bodyBytes);
    if (body === undefined) return;
    let message: unknown;
    try {
      message = JSON.parse(body);
    } catch {
      return fail(res, 400, ErrorCode.ParseError, 'Parse error: the body is not JSON');
    }
    try {
      await queue(async () => {
        const server = createServer(docs);
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
        res.once('close', () => void transport.close().then(() => server.close()));
        await server.connect(transport);
        await transport.handleRequest(req, res, message);
      });
    } catch (error) {
      if (res.headersSent) return void res.end();
      if (error instanceof Busy) return fail(res, 503, ErrorCode.InternalError, 'Too many calls at once: try again in a second', { 'Retry-After': '1' });
      fail(res, 500, ErrorCode.InternalError, String(error));
    }
  };
}
