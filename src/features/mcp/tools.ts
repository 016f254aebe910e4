/**
 * The docs' MCP server's tools, on either transport (stdio: ./server.ts, Streamable HTTP: ./http.ts): search_docs,
 * get_page, lookup, list_areas (docs/ai-assistants.md shows an agent's configuration). A route, area, name or query
 * the docs cannot answer is a tool error saying what to ask instead; the server keeps serving.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { AREAS, NotFound, type Docs } from './docs';

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
/** Data as one JSON text (no structured copy beside it: the areas alone are ≈ 20 KB). */
const json = (value: unknown) => text(JSON.stringify(value));

/** A tool's work, with a route, area, name or query the docs cannot answer (or no site to read) reported as a tool
 *  error (the server goes on). */
async function answer<T>(work: () => Promise<T>, shape: (value: T) => ReturnType<typeof text>) {
  try {
    return shape(await work());
  } catch (error) {
    if (error instanceof NotFound) return { ...text(error.message), isError: true };
    throw error;
  }
}

export function createServer(docs: Docs): McpServer {
  const server = new McpServer({ name: 'bangdb-docs', version: '1.0.0' });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the BangDB docs',
      description:
        'Searches every page of the BangDB documentation (guides, C++/Java API references, the CLI, Cypher, streams and CEP, ML, the REST API 2.0 and the companion apps) with the ranking of the site itself. Questions in plain words work. Returns pages best first, each with its title, route, area, kind (guide, api, cli, rest, app, use case), the heading that matches best and an excerpt. Read a page whole with get_page.',
      inputSchema: { query: z.string().min(1).max(500), area: z.string().optional().describe('An area name from list_areas, to search only there') },
    },
    ({ query, area }) => answer(() => docs.search(query, area), (results) => json({ results })),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a BangDB docs page',
      description: 'Returns a page of the BangDB documentation as Markdown (its twin: front matter, headings, tables, code blocks with their languages). Give the route from search_docs or list_areas, e.g. /graph-and-cypher/shortest-path (a full URL works too).',
      inputSchema: { route: z.string().min(1).max(500) },
    },
    ({ route }) => answer(() => docs.page(route), (page) => text(page.markdown)),
  );

  server.registerTool(
    'lookup',
    {
      title: 'Look up a BangDB name',
      description:
        'Looks a name up in the registry of every BangDB name the docs use, each with its source: a C++ or Java method (put, BangDBTable.scanDoc), a CLI command (create table), a Cypher keyword (SHORT_PATH), a bangdb.config key (SERV_PORT), an enum or constant, a program or option, or a REST operation (POST /stream/<schema_name>/<stream_name>). Returns each entry with its signature or form, edition, default, the pages that document it and its source.',
      inputSchema: { name: z.string().min(1).max(200) },
    },
    ({ name }) => answer(() => docs.lookup(name), (entries) => json({ entries })),
  );

  server.registerTool(
    'list_areas',
    {
      title: 'List the areas of the BangDB docs',
      description: 'Lists the areas of the documentation (core docs, graph and Cypher, streams, CEP, REST API, each app, use cases …), each with its first page and every page (title and route).',
      inputSchema: {},
    },
    () => json({ areas: AREAS }),
  );

  return server;
}
