// Reads what the sheets are built from: the facts registry, the content pages' mentions and the OpenAPI document.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { loadFacts } from '../../../facts/registry';
import { getInstance } from '../../config/instances';
import { mentionsOf, readContentPages } from './places';
import { buildSheets, type RestOperationDoc } from './sheets';

interface OpenApi { paths: Record<string, Record<string, { summary?: string; operationId?: string; tags?: string[] }>> }

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** The operations of the OpenAPI document, each with the route of its generated page (named by its operationId). */
export function restOperations(document: OpenApi): RestOperationDoc[] {
  const base = getInstance('rest-api').routeBasePath;
  return Object.entries(document.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]?.operationId).map((m) => {
      const op = item[m];
      return { method: m.toUpperCase(), path: p, summary: op.summary ?? '', tag: op.tags?.[0] ?? '', route: `${base}/${op.operationId}` };
    }),
  );
}

/** The sheets of the site in `root`: its registry (`facts/`), pages and OpenAPI document; with the registry read. */
export function loadSheets(root: string) {
  const pages = readContentPages(root);
  const document = yaml.load(readFileSync(path.join(root, 'rest-api/openapi.yaml'), 'utf8')) as OpenApi;
  const facts = loadFacts(path.join(root, 'facts'));
  const built = buildSheets({
    facts,
    mentions: pages.flatMap(mentionsOf),
    titles: new Map(pages.map((p) => [p.route, p.title])),
    rest: restOperations(document),
  });
  return { ...built, facts };
}
