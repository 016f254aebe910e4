// Local plugin: publishes the REST API's OpenAPI document (in the form Swagger tools need, see toolDocument.ts)
// and a Postman collection generated from it.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { toPostmanCollection } from './postman';
import { forSwaggerTools } from './toolDocument';

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
    async postBuild({ outDir }) {
      const spec = await readFile(path.join(context.siteDir, options.specPath), 'utf8');
      const target = path.join(outDir, options.outputDir);
      await mkdir(target, { recursive: true });
      await writeFile(path.join(target, options.yamlName), forSwaggerTools(spec));
      const collection = await toPostmanCollection(spec);
      await writeFile(path.join(target, options.postmanName), `${JSON.stringify(collection, null, 2)}\n`);
    },
  };
}
