// Reader of the old site's pages (`pages/<route>/index.js` of its Next.js source): the graph-language words of its
// code blocks and keyword tables, and the REST operations and response texts of its REST pages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { responseTexts } from '../../tests/lint/rules/rest';
import type { CypherFact, RestOperation, RestResponse, Source } from '../registry';
import { cypherWords } from './common';

/** A page of the site: its route (`/graph-and-cypher`), source text and the source its facts name. */
export interface SitePage { route: string; text: string; source: Source }

/** Every page file under a pages/ folder, by route; `base` + route is each page's source. */
export function sitePages(dir: string, base: string): SitePage[] {
  const out: SitePage[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = path.join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else if (e === 'index.js') {
        const route = '/' + path.relative(dir, d).split(path.sep).join('/');
        out.push({ route, text: readFileSync(p, 'utf8'), source: `${base}${route}` });
      }
    }
  };
  walk(dir);
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

/** The code blocks of a page (`code={`...`}` props). */
export function codeBlocks(page: string): string[] {
  return [...page.matchAll(/\bcode=\{(?:String\.raw)?`([\s\S]*?)`\}/g)].map((m) => m[1].replace(/\\`/g, '`').replace(/\\\$/g, '$'));
}

/** What the keyword tables of the graph introduction list, by the heading above each table. */
const TABLE_KINDS: [RegExp, CypherFact['kind']][] = [
  [/creation/i, 'statement'], [/selecting data/i, 'keyword'], [/statistics/i, 'function'],
  [/functional properties|data science/i, 'option'], [/graph algos/i, 'template'], [/set operations/i, 'set-operator'],
];

/** The first cell of each row of the keyword tables on the graph introduction page. */
export function keywordTables(page: string, source: Source): CypherFact[] {
  const out: CypherFact[] = [];
  for (const section of page.split(/<h2>/).slice(1)) {
    const heading = section.slice(0, section.indexOf('</h2>'));
    const kind = TABLE_KINDS.find(([re]) => re.test(heading))?.[1];
    if (!kind) continue;
    for (const row of section.split(/<tr>/).slice(1)) {
      const cell = /<td>([\s\S]*?)<\/td>/.exec(row)?.[1] ?? '';
      for (const m of cell.matchAll(/\b[A-Z][A-Z0-9_]+\b/g)) {
        if (kind === 'statement' && m[0] !== 'CREATE') continue;
        out.push({ kind, name: kind === 'template' ? `#${m[0]}` : m[0], source });
      }
    }
  }
  return out;
}

/** A code-block line that starts a graph statement (`S=>`, `<UNION USING`, `CREATE`, `USE GRAPH` ...). */
const STATEMENT_LINE = /^\s*([A-Za-z]\w*(\{[^}]*\})?=>|<[A-Z_]+\s+USING|CREATE|MERGE|DELETE|USE GRAPH|DROP GRAPH)/;

/** The graph-language words of every page's code-block statements, then of the graph introduction's keyword tables. */
export function siteCypher(pages: SitePage[]): CypherFact[] {
  const fromBlocks = pages.flatMap(({ text, source }) =>
    codeBlocks(text).flatMap((block) => block.split('\n').filter((line) => STATEMENT_LINE.test(line)).flatMap((line) => cypherWords(line.trim(), source))));
  const fromTables = pages.filter((p) => p.route === '/graph-and-cypher').flatMap((p) => keywordTables(p.text, p.source));
  return [...fromBlocks, ...fromTables];
}

const decode = (s: string): string => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&apos;/g, "'");

/**
 * The REST pages' operations (a `Method : GET URI : /path` line in the text, a `curl -X GET http://host/path` in a
 * code block) and the response texts of their JSON code blocks.
 */
export function restFacts(pages: SitePage[]): { operations: RestOperation[]; responses: RestResponse[] } {
  const operations: RestOperation[] = [];
  const responses: RestResponse[] = [];
  for (const { route, text, source } of pages) {
    if (!route.startsWith('/rest-api/')) continue;
    const plain = decode(text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    for (const m of plain.matchAll(/Method\s*:\s*([A-Z]+)\s+URI\s*:\s*(\/[^\s]*)/g)) {
      operations.push({ method: m[1], path: m[2], source });
    }
    for (const code of codeBlocks(text)) {
      for (const m of code.matchAll(/-X\s+([A-Z]+)\s+['"]?https?:\/\/[^/\s]+(\/[^\s'"]*)/g)) operations.push({ method: m[1], path: m[2], source });
      let body: unknown;
      try {
        body = JSON.parse(code);
      } catch {
        continue;
      }
      for (const text of responseTexts(body)) responses.push({ text, source });
    }
  }
  return { operations, responses };
}
