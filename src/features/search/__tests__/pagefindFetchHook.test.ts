/** @jest-environment node */
/**
 * Contract with the installed Pagefind (src/features/search/indexing/fetchHook.ts): its browser module, with the site's
 * hook in front, loads every kind of index file through the function given to `setFetch`, and searches with it.
 * Pagefind is an ES module, so the index is written and searched in child Node processes.
 */
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addFetchHook, SET_FETCH } from '@site/src/features/search/indexing/fetchHook';

const root = path.resolve(__dirname, '../../../..');
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pagefind-hook-'));
  const page = '<html lang="en"><body><main data-pagefind-body><h1>Streams</h1><p>A stream holds events.</p><h2 id="more">More</h2><p>Every stream has a schema.</p></main></body></html>';
  // The index writer the build runs: pages as messages, then 'done'.
  const writer = fork(path.join(root, 'src/features/search/indexing/writeIndex.mjs'), [path.join(dir, 'pagefind')]);
  writer.send({ url: '/stream', html: page });
  writer.send('done');
  await new Promise<void>((resolve, reject) => writer.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`writeIndex.mjs exited with ${code}`)))));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('refuses a module that already has a fetch of its own, or no longer fetches', () => {
  expect(() => addFetchHook('let fetch = 1; fetch(x)')).toThrow(/already declares/);
  expect(() => addFetchHook(`export function ${SET_FETCH}() {} fetch(x)`)).toThrow(/already declares/);
  expect(() => addFetchHook('import("x")')).toThrow(/no longer calls fetch/);
});

it("loads the entry, metadata, WASM, index chunks and fragments through the site's fetch", () => {
  const moduleFile = path.join(dir, 'pagefind', 'pagefind.js');
  writeFileSync(moduleFile, addFetchHook(readFileSync(moduleFile, 'utf8')));
  // Serves /pagefind/<file> from the folder and records each request; the global fetch would fail if used.
  const script = `
    import { readFile } from 'node:fs/promises';
    globalThis.fetch = async () => { throw new Error('global fetch used'); };
    const pagefind = await import(${JSON.stringify(`file://${moduleFile}`)});
    const requested = [];
    pagefind.${SET_FETCH}(async (url) => {
      const file = String(url).split('?')[0].replace('/pagefind/', '');
      requested.push(file.replace(/[._][0-9a-f]{7,}[0-9a-f]*/g, '').replace(/^(index|fragment)\\/.*$/, '$1'));
      return new Response(await readFile(${JSON.stringify(`${dir}/pagefind/`)} + file));
    });
    await pagefind.options({ basePath: '/pagefind/' });
    await pagefind.init();
    const { results } = await pagefind.search('stream');
    const data = await results[0].data();
    console.log(JSON.stringify({ requested: [...new Set(requested)].sort(), url: data.url, anchors: data.anchors.map((a) => a.id) }));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(JSON.parse(out)).toEqual({
    requested: ['fragment', 'index', 'pagefind-entry.json', 'pagefind.en.pf_meta', 'wasm.en.pagefind'],
    url: '/stream',
    anchors: ['more'],
  });
}, 60_000);
