/** @jest-environment node */
/**
 * The search engine's recovery rules (src/features/search/engine.ts, policy.ts): a failed or stalled file or step ends
 * the session with an error instead of a wait, and the next attempt starts a fresh Pagefind with files asked for
 * under new URLs. Pagefind is replaced by a fake that behaves as it does: its start does not wait for its files,
 * its searches wait forever after a failed start, and it searches on without a chunk that failed.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createEngine } from '@site/src/features/search/engine';
import type { PagefindModule, PagefindResultData } from '@site/src/features/search/pagefind';
import { FILE_TIMEOUT_MS, WORK_TIMEOUT_MS, requestUrl, withTimeout, TimeoutError } from '@site/src/features/search/policy';

const page: PagefindResultData = { url: '/stream', content: 'Stream. stream.', meta: { title: 'Stream' }, locations: [0], anchors: [], sub_results: [] };
const never = new Promise<never>(() => undefined);

/** A stand-in for Pagefind's module, fetching its files through the hook the engine sets. */
function fakePagefind(): PagefindModule {
  let fetchFile: typeof fetch = () => never;
  let ready: Promise<void> = never;
  let chunk: Promise<unknown> | undefined;
  const load = (file: string) => fetchFile(`/pagefind/${file}`).then((r) => r.arrayBuffer());
  return {
    setFetch: (f) => void (fetchFile = f),
    options: async () => undefined,
    init: async () => {
      const start = Promise.all([load('pagefind-entry.json?ts=1'), load('wasm.en.pagefind')]).then(() => undefined);
      // As Pagefind: searches wait for the start, forever if it failed.
      ready = start.catch(() => never);
    },
    search: async (term) => {
      await ready;
      // As Pagefind: a chunk is loaded once per instance, and one that failed is only logged (and never loaded again).
      if (term) await (chunk ??= load('index/en_1.pf_index').catch(() => undefined));
      return { results: [{ id: 'p1', score: 1, data: async () => (await load('fragment/en_p1.pf_fragment'), page) }] };
    },
  };
}

/** An engine over the fake, with a network whose failing files (by path) the test sets. */
function setUp() {
  const failing = new Set<string>();
  const stalled = new Set<string>();
  const requested: string[] = [];
  const imported: string[] = [];
  const engine = createEngine({
    importModule: async (url) => {
      imported.push(url);
      if (failing.has('pagefind.js')) throw new TypeError('Failed to fetch dynamically imported module');
      return fakePagefind();
    },
    fetch: async (input) => {
      const url = String(input);
      requested.push(url);
      const file = url.replace('/pagefind/', '').split('?')[0];
      if (stalled.has(file)) return never;
      if (failing.has(file)) throw new TypeError('Failed to fetch');
      return new Response(file.endsWith('.json') ? '["stream"]' : 'bytes');
    },
  });
  return { engine, failing, stalled, requested, imported };
}

const search = async (engine: ReturnType<typeof createEngine>) => (await engine.session()).search('stream');

describe('policy', () => {
  it('asks for a file again under a new URL, keeping its own query', () => {
    expect(requestUrl('/pagefind/wasm.en.pagefind', 1)).toBe('/pagefind/wasm.en.pagefind');
    expect(requestUrl('/pagefind/wasm.en.pagefind', 2)).toBe('/pagefind/wasm.en.pagefind?retry=2');
    expect(requestUrl('/pagefind/pagefind-entry.json?ts=5', 3)).toBe('/pagefind/pagefind-entry.json?ts=5&retry=3');
  });

  it('turns a wait longer than its limit into a TimeoutError', async () => {
    jest.useFakeTimers();
    const waiting = withTimeout(never, 1_000, 'Loading');
    const settled = expect(waiting).rejects.toThrow(new TimeoutError('Loading', 1_000));
    await jest.advanceTimersByTimeAsync(1_000);
    await settled;
    jest.useRealTimers();
  });
});

describe('the engine', () => {
  afterEach(() => jest.useRealTimers());

  it('searches, loading each file once', async () => {
    const { engine, requested } = setUp();
    await expect(search(engine)).resolves.toHaveLength(1);
    await expect(search(engine)).resolves.toHaveLength(1);
    expect(requested).toEqual(['/pagefind/pagefind-entry.json?ts=1', '/pagefind/wasm.en.pagefind', '/pagefind/index/en_1.pf_index']);
  });

  it.each(['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind', 'index/en_1.pf_index'])(
    'a failed %s fails the search at once, and the next one starts afresh under new URLs',
    async (file) => {
      const { engine, failing, requested, imported } = setUp();
      failing.add(file);
      await expect(search(engine)).rejects.toThrow(/Failed to fetch/);
      failing.delete(file);
      await expect(search(engine)).resolves.toHaveLength(1);
      expect(imported).toEqual(['/pagefind/pagefind.js', '/pagefind/pagefind.js?retry=2']);
      if (file !== 'pagefind.js') expect(requested).toContain(`/pagefind/${file === 'pagefind-entry.json' ? `${file}?ts=1` : file}${file === 'pagefind-entry.json' ? '&' : '?'}retry=2`);
    },
  );

  it('a failed fragment fails the result; the next attempt loads it in a fresh session', async () => {
    const { engine, failing, imported } = setUp();
    failing.add('fragment/en_p1.pf_fragment');
    const [result] = await search(engine);
    await expect((await engine.session()).data(result)).rejects.toThrow(/Failed to fetch/);
    failing.clear();
    const session = await engine.session();
    await expect(session.data((await session.search('stream'))[0])).resolves.toEqual(page);
    expect(imported).toHaveLength(2);
  });

  it('a stalled file fails after the file time limit', async () => {
    jest.useFakeTimers();
    const { engine, stalled } = setUp();
    stalled.add('wasm.en.pagefind');
    const settled = expect(search(engine)).rejects.toThrow(TimeoutError);
    await jest.advanceTimersByTimeAsync(FILE_TIMEOUT_MS);
    await settled;
    stalled.clear();
    await expect(search(engine)).resolves.toHaveLength(1);
  });

  it('an engine that hangs with no file failing fails after the work time limit', async () => {
    jest.useFakeTimers();
    const engine = createEngine({ importModule: async () => ({ ...fakePagefind(), search: () => never }), fetch: async () => new Response('x') });
    const settled = expect(engine.session()).rejects.toThrow(/Starting the search engine took longer than/);
    await jest.advanceTimersByTimeAsync(WORK_TIMEOUT_MS);
    await settled;
  });

  it('reads the JSON files beside the index, failing on an HTTP error', async () => {
    const { engine, failing } = setUp();
    await expect(engine.loadJson('names.json')).resolves.toEqual(['stream']);
    failing.add('names.json');
    await expect(engine.loadJson('names.json')).rejects.toThrow(/Failed to fetch/);
    const notFound = createEngine({ importModule: async () => fakePagefind(), fetch: async () => new Response('', { status: 404 }) });
    await expect(notFound.loadJson('names.json')).rejects.toThrow(/HTTP 404/);
  });

  it("keeps each search's word positions for a page: Pagefind reuses one object per page and overwrites them", async () => {
    const shared: PagefindResultData = { ...page, locations: [], sub_results: [{ title: 'Stream', url: '/stream', locations: [] }] };
    // As Pagefind: data() writes the positions of the search it came from into the page's one object.
    const result = (locations: number[]) => ({
      id: 'p1', score: 1,
      data: async () => {
        await Promise.resolve();
        shared.locations = locations;
        shared.sub_results[0].locations = locations;
        return shared;
      },
    });
    const engine = createEngine({ importModule: async () => fakePagefind(), fetch: async () => new Response('x') });
    const session = await engine.session();
    const [first, second] = await Promise.all([session.data(result([0])), session.data(result([1]))]);
    expect([first.locations, first.sub_results[0].locations]).toEqual([[0], [0]]);
    expect([second.locations, second.sub_results[0].locations]).toEqual([[1], [1]]);
  });

  it('keeps nothing of a finished search or result: a session that runs all day holds no more than at its start', async () => {
    // A collectable object is observed with a WeakRef after a full collection (V8's gc, exposed for this test).
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const engine = createEngine({
      importModule: async () => ({ ...fakePagefind(), search: async () => ({ results: [{ id: 'p1', score: 1, data: async () => ({ ...page }) }] }) }),
      fetch: async () => new Response('x'),
    });
    const session = await engine.session();
    /** A search and its first result's data, observed. */
    const searchAndRead = async () => {
      const results = await session.search('stream');
      return [new WeakRef(results), new WeakRef(await session.data(results[0]))];
    };
    const finished: WeakRef<object>[] = [];
    for (let i = 0; i < 20; i += 1) finished.push(...(await searchAndRead()));
    await new Promise((resolve) => setTimeout(resolve, 10)); // WeakRefs hold their target until the current job ends
    collect();
    expect(finished.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
    await expect(session.search('stream')).resolves.toHaveLength(1); // the session itself is still alive
  });
});
