// Runs Pagefind (an ES module) in its own process: node writeIndex.mjs <documents.json> <output dir>.
// documents.json holds [{ url, html }], made by ./index.ts.
import { readFile } from 'node:fs/promises';
import * as pagefind from 'pagefind';

const [documentsFile, outputPath] = process.argv.slice(2);
const documents = JSON.parse(await readFile(documentsFile, 'utf8'));
const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
for (const { url, html } of documents) {
  const added = await index.addHTMLFile({ url, content: html });
  if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
}
const written = await index.writeFiles({ outputPath });
if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
await pagefind.close();
