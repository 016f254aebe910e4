/** @jest-environment node */
/**
 * How a reader's query becomes ranked pages (src/features/search: queryPlan, synonyms, rank, runSearch): meaningful words
 * kept, synonyms added, pages ranked by what they cover and where, and no dead end while any meaningful word occurs.
 */
import type { SpellCheck } from '@site/src/features/search/correct';
import { planQuery, planTerms } from '@site/src/features/search/queryPlan';
import { rankPages, type Hit, type PageNames } from '@site/src/features/search/rank';
import { runSearch } from '@site/src/features/search/runSearch';

const typed = (query: string) => planQuery(query).groups.map((g) => g.typed);
const terms = (query: string) => planQuery(query).groups.map((g) => g.terms.map((t) => t.term));

describe('the query plan', () => {
  it('drops the words that carry no meaning', () => {
    expect(typed('How do I import my leads from a CSV file?')).toEqual(['import', 'leads', 'csv', 'file']);
    expect(planQuery('how do i').groups).toEqual([]);
    expect(planQuery('how do i').ignored).toEqual(['how', 'do', 'i']);
  });

  it('adds the documentation’s words for a reader’s word or phrase, matched by stem', () => {
    expect(terms('track website visitors')).toEqual([['track'], ['website'], ['visitors', 'click stream']]);
    expect(terms('agent to ship logs')).toEqual([['agent'], ['ship logs', 'agent']]);
    expect(terms('import a spreadsheet')).toEqual([['import'], ['spreadsheet', 'csv']]);
    expect(terms('backup and restore')).toEqual([['backup', 'disaster recovery'], ['restore', 'disaster recovery']]);
    expect(planTerms(planQuery('backup and restore'))).toEqual(['backup', 'disaster recovery', 'restore']);
  });

  it('keeps identifiers whole', () => {
    expect(typed('SHORT_PATH in bangdb.config')).toEqual(['short_path', 'bangdb.config']);
  });
});

// Pages: [title, route, summary, defined names, ...headings]
const names: PageNames = {
  upload: ['Upload leads from Excel or CSV', '/apps/leads/upload-leads-from-csv', 'Add many leads at once from a file.', '', 'Steps'],
  bugs: ['Import bugs', '/apps/bugs/import-bugs', 'Bring bugs in from another tracker.', '', 'Steps'],
  ref: ['Config reference', '/config', 'Every key of the config file.', '', 'Files', 'Leads'],
  stream: ['Stream', '/stream', 'Streams and events.', '', 'Overview'],
  streamJoin: ['Stream join', '/stream-join', 'Join two streams.', '', 'Types'],
  intro: ['Fraud detection', '/use-cases/fraud/introduction', 'Why fraud detection.', '', 'Scenario'],
  outro: ['Fraud detection: conclusion', '/use-cases/fraud/conclusion', 'What fraud detection gave.', '', 'Results'],
  together: ['Alpha', '/alpha', 'Something else.', '', 'Import leads'],
  apart: ['Beta', '/beta', 'How to import.', '', 'Leads'],
  config: ['bangdb.config reference', '/bangdb-config', 'Every key.', 'buff_pool_size_hint\tscandoc', 'Memory'],
  docker: ['Run with Docker', '/docker', 'Keep buff_pool_size_hint below the limit.', '', 'Buff_pool_size_hint and memory'],
  benchmark: ['Benchmark', '/benchmark', 'The settings of one run.', 'buff_pool_size_hint', 'Settings'],
};
const hit = (id: string, score = 1): Hit => ({ id, score });
const order = (query: string, hits: Record<string, Hit[]>) => rankPages(planQuery(query), new Map(Object.entries(hits)), names).ranked.map((r) => r.id);

describe('the ranking', () => {
  it('ranks a page by where the words are: title before summary or heading before body', () => {
    expect(order('leads', { leads: [hit('ref', 9), hit('upload', 1)] })).toEqual(['upload', 'ref']);
    expect(order('file', { file: [hit('ref', 1), hit('upload', 9)] })).toEqual(['ref', 'upload']); // "file" is in ref's title
  });

  it('covers as much of the query as it can: pages holding more of its words first', () => {
    const hits = { import: [hit('bugs', 9)], leads: [hit('upload'), hit('ref')], csv: [hit('upload')], file: [hit('upload'), hit('ref')] };
    expect(order('import leads from a csv file', hits)[0]).toBe('upload');
  });

  it('counts words that one field holds together: the page whose name answers the question first', () => {
    // Both pages hold "import" and "leads" in a summary or heading (2 + 2); one holds them in one heading.
    const hits = { import: [hit('apart', 9), hit('together')], leads: [hit('apart', 9), hit('together')] };
    expect(order('import leads', hits)).toEqual(['together', 'apart']);
  });

  it('puts the page the query names, then an area overview or a section introduction, first among equals', () => {
    expect(order('stream', { stream: [hit('streamJoin', 9), hit('stream', 1)] })).toEqual(['stream', 'streamJoin']);
    expect(order('fraud detection', { fraud: [hit('outro', 9), hit('intro')], detection: [hit('outro', 9), hit('intro')] })).toEqual(['intro', 'outro']);
  });

  it('puts the pages that define the name the query is first, whatever else mentions it, in any case', () => {
    const hits = { buff_pool_size_hint: [hit('docker', 9), hit('benchmark', 5), hit('config', 1)] };
    // Both the config reference and a benchmark's table of its settings define it: the page defining more names first.
    expect(order('BUFF_POOL_SIZE_HINT', hits)).toEqual(['config', 'benchmark', 'docker']);
    expect(order('buff_pool_size_hint', hits)).toEqual(['config', 'benchmark', 'docker']);
    // A query that holds the name among other words is ranked as words: the heading holds both.
    expect(order('buff_pool_size_hint memory', { ...hits, memory: [hit('docker', 9), hit('config', 1)] })[0]).toBe('docker');
  });

  it('counts the words held together once for each kind of field: a page with a section titled by them before a page that only lists them', () => {
    const lists: PageNames = { ...names, a: ['Patents', '/patents', 'Buffer pool and logs.', '', 'By area'], b: ['Design', '/design', 'Buffer pool and logs.', '', 'The buffer pool'] };
    const hits = new Map(Object.entries({ buffer: [hit('a', 9), hit('b')], pool: [hit('a', 9), hit('b')] }));
    expect(rankPages(planQuery('buffer pool'), hits, lists).ranked.map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('says when no page holds every group', () => {
    const plan = planQuery('import leads');
    expect(rankPages(plan, new Map([['import', [hit('bugs')]], ['leads', [hit('upload')]]]), names).complete).toBe(false);
    expect(rankPages(plan, new Map([['import', [hit('upload')]], ['leads', [hit('upload')]]]), names).complete).toBe(true);
  });
});

describe('a search, end to end over a fake index', () => {
  const index: Record<string, string[]> = { import: ['bugs'], leads: ['upload', 'ref'], csv: ['upload'], file: ['upload', 'ref'] };
  const source = (spelling: SpellCheck = { corrected: null, unknown: [] }) => ({
    search: jest.fn(async (term: string) => (index[term] ?? []).map((id) => hit(id))),
    names: async () => names,
    spelling: async () => spelling,
  });

  it('answers a question whose words are not all on one page (no dead end)', async () => {
    const outcome = await runSearch('import leads from a csv file', source());
    expect(outcome.ids[0]).toBe('upload');
    expect(outcome.complete).toBe(false);
    expect(outcome.terms.upload).toEqual(['leads', 'csv', 'file']);
  });

  it('searches the documentation’s word for a reader’s word', async () => {
    const s = source();
    const outcome = await runSearch('leads spreadsheet', s);
    expect(s.search).toHaveBeenCalledWith('csv');
    expect(outcome.ids[0]).toBe('upload');
  });

  it('leaves out a word the documentation does not contain, and says so', async () => {
    const outcome = await runSearch('leads zqxv', source({ corrected: null, unknown: ['zqxv'] }));
    expect(outcome.ids).toEqual(['upload', 'ref']);
    expect(outcome.unknown).toEqual(['zqxv']);
    expect(outcome.complete).toBe(false);
  });

  it('finds nothing, and says why, for stop words only or words found nowhere', async () => {
    expect(await runSearch('how do i', source())).toMatchObject({ ids: [], meaningful: false });
    expect(await runSearch('zqxv', source({ corrected: null, unknown: ['zqxv'] }))).toMatchObject({ ids: [], meaningful: true });
  });
});
