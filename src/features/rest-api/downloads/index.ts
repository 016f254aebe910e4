// Local plugin: publishes the REST API's OpenAPI document (in the form Swagger tools need, see toolDocument.ts)
// and a Postman collection generated from it.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PerfLogger } from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { toPostmanCollection } from './postman';
import { forSwaggerTools } from './toolDocument';
import { openPostBuildCache } from '../../../lib/postBuildCache';

export interface Options {
  /** The OpenAPI document, relative to the site directory. */
  specPath: string;
  /** Where the files are served, relative to the build output. */
  outputDir: string;
  yamlName: string;
  postmanName: string;
}

/** Checks the options given in docusaurus.config.ts. */
function readOptions(options: unknown): Options {
  const o = (options ?? {}) as Record<string, unknown>;
  for (const key of ['specPath', 'outputDir', 'yamlName', 'postmanName'] as const) {
    if (typeof o[key] !== 'string' || !o[key]) throw new Error(`rest-api-downloads: option "${key}" must be a non-empty string`);
  }
  return o as unknown as Options;
}

export default function restApiDownloads(context: LoadContext, rawOptions: unknown): Plugin {
  const options = readOptions(rawOptions);
  return {
    name: 'rest-api-downloads',
    getPathsToWatch: () => [path.join(context.siteDir, options.specPath)],
    postBuild: ({ outDir }) => PerfLogger.async('REST API downloads', async () => {
      const spec = await readFile(path.join(context.siteDir, options.specPath), 'utf8');
      const target = path.join(outDir, options.outputDir);
      await mkdir(target, { recursive: true });
      await writeFile(path.join(target, options.yamlName), forSwaggerTools(spec));
      // The conversion takes a second: an unchanged document reuses the previous build's collection. The version
      // is the code that shapes the collection (the converter's wrapper and the requests the pages document).
      const code = await Promise.all(['postman.ts', '../codeSamples.ts'].map((file) => readFile(path.join(__dirname, file), 'utf8')));
      const cache = await openPostBuildCache(context.siteDir, 'postman-collection', code.join('\n'));
      const collection = await cache.reuse(spec, async () => Buffer.from(`${JSON.stringify(await toPostmanCollection(spec), null, 2)}\n`));
      await writeFile(path.join(target, options.postmanName), collection);
      await cache.prune();
    }),
  };
}
