/**
 * The docs' MCP server for coding agents, over stdio: `npm run mcp` (a local build, `build/` by default),
 * `npm run mcp -- --build <dir>`, or `npm run mcp -- --url https://docs.bangdb.com` (the deployed site; the only case
 * that uses the network, and then only that site). The tools are ./tools.ts; `npm run serve` answers the same tools
 * over Streamable HTTP at /mcp (./http.ts). It ends when the client closes standard input, or on SIGTERM or SIGINT.
 */
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { SiteLocation } from '../search/offline';
import { NoSite, openDocs } from './docs';
import { screenLines } from './stdioInput';
import { createServer } from './tools';

/** Where the docs are read from: `--url <site>` or `--build <dir>` (default: the repository's build/). */
export function siteFrom(argv: readonly string[]): SiteLocation {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const url = value('--url');
  if (url) return { url };
  return { dir: path.resolve(value('--build') ?? path.join(__dirname, '../../../build')) };
}

async function main() {
  const docs = await openDocs(siteFrom(process.argv.slice(2)));
  const server = createServer(docs);
  const input = screenLines((error) => void transport.send(error));
  const transport = new StdioServerTransport(process.stdin.pipe(input), process.stdout);
  await server.connect(transport);
  // The client ends the session by closing standard input, a supervisor by a signal.
  const stop = () => void server.close().finally(() => process.exit(0));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, stop);
  process.stdin.once('end', stop);
  // Without a build every tool answers with what to run; say it at the start too, where a client logs it.
  await docs.page('/').catch((error: unknown) => error instanceof NoSite && console.error(error.message));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
