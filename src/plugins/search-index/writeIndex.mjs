// Runs Pagefind (an ES module) in its own process: node writeIndex.mjs <documents.json> <output dir>.
// documents.json holds [{ url, html }], made by ./index.ts. The index comes back in memory and is written here:
// Pagefind's own writeFiles answered before its last file was flushed, and on a loaded machine the process ended
// with pagefind-entry.json empty, a search index that cannot load.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

const [documentsFile, outputPath] = process.argv.slice(2);
const documents = JSON.parse(await readFile(documentsFile, 'utf8'));
const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
for (const { url, html } of documents) {
  const added = await index.addHTMLFile({ url, content: html });
  if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
}
const built = await index.getFiles();
if (built.errors.length) throw new Error(`Pagefind: ${built.errors.join('; ')}`);
await pagefind.close();
for (const { path: file, content } of built.files) {
  await mkdir(path.dirname(path.join(outputPath, file)), { recursive: true });
  await writeFile(path.join(outputPath, file), content);
}
JSON.parse(await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8')); // fails the build if unreadable
