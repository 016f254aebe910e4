// Runs Pagefind (an ES module) in its own process, started by ./index.ts with `fork(writeIndex.mjs, [outputDir])`,
// so it indexes pages while the build process is still reading the next ones. Messages: `{ url, html }` per page,
// in a fixed order (Pagefind numbers pages as they arrive, and its service handles them one at a time, in order),
// then 'done'. The index comes back in memory and is written here: Pagefind's own writeFiles answered before its
// last file was flushed, and on a loaded machine the process ended with pagefind-entry.json empty.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

const [outputPath] = process.argv.slice(2);

const fail = (error) => {
  console.error(error);
  process.exit(1);
};

const created = pagefind.createIndex({ forceLanguage: 'en' }).then(({ index, errors }) => {
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  return index;
});

async function add(index, { url, html }) {
  const added = await index.addHTMLFile({ url, content: html });
  if (added.errors.length) throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
}

async function finish(pending) {
  const index = await created;
  await Promise.all(pending);
  const built = await index.getFiles();
  if (built.errors.length) throw new Error(`Pagefind: ${built.errors.join('; ')}`);
  await pagefind.close();
  for (const { path: file, content } of built.files) {
    await mkdir(path.dirname(path.join(outputPath, file)), { recursive: true });
    await writeFile(path.join(outputPath, file), content);
  }
  JSON.parse(await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8')); // fails the build if unreadable
  process.disconnect();
}

const pending = [];
process.on('message', (message) => {
  if (message === 'done') finish(pending).catch(fail);
  else pending.push(created.then((index) => add(index, message)).catch(fail));
});
