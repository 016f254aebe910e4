// Benchmark (not a test): how well search answers the questions readers ask (tests/bench/reader-questions.json),
// run through the site's own search code (src/features/search/offline.ts: the same spelling check, query plan and
// ranking as the header panel and /search) over a production build. Prints top-1, top-3, mean reciprocal rank and
// dead ends ("No results"), for the tuning part and for the held-out part that no ranking change is tuned on.
//   npm run build && npm run bench:search            (or: jiti tests/bench/readerQuestions.ts [--build dir] [--list])
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openSearch } from '../../src/features/search/offline';
import { writeSection } from './lib/report.mjs';

interface Question {
  question: string;
  area: string;
  /** Routes that answer the question acceptably, most specific first. */
  accept: string[];
  /** Kept out of tuning: no ranking change is judged on these. */
  heldOut?: boolean;
}

interface Scores {
  questions: number;
  top1: number;
  top3: number;
  mrr: number;
  deadEnds: number;
}

const root = path.resolve(__dirname, '../..');
const QUESTIONS: Question[] = JSON.parse(readFileSync(path.join(__dirname, 'reader-questions.json'), 'utf8'));

/** Rank (1-based) of the first acceptable page among `routes`, or 0 when none is listed. */
function firstAcceptable(routes: readonly string[], accept: readonly string[]): number {
  const i = routes.findIndex((r) => accept.includes(r.split('#')[0]));
  return i + 1;
}

function score(ranks: readonly { rank: number; dead: boolean }[]): Scores {
  const n = ranks.length || 1;
  return {
    questions: ranks.length,
    top1: ranks.filter((r) => r.rank === 1).length / n,
    top3: ranks.filter((r) => r.rank >= 1 && r.rank <= 3).length / n,
    mrr: ranks.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / n,
    deadEnds: ranks.filter((r) => r.dead).length,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
const formatScores = (label: string, s: Scores) =>
  `${label} (${s.questions} questions): top-1 ${pct(s.top1)}, top-3 ${pct(s.top3)}, MRR ${s.mrr.toFixed(2)}, dead ends ${s.deadEnds}`;

async function runQuestions(buildDir: string, list = false) {
  const search = await openSearch({ dir: buildDir });
  const rows = [];
  for (const q of QUESTIONS) {
    const outcome = await search.search(q.question);
    const routes = outcome.ids.map((id) => search.names[id]?.[1] ?? '');
    const rank = firstAcceptable(routes, q.accept);
    rows.push({ ...q, rank, dead: outcome.ids.length === 0, top: routes.slice(0, 3) });
  }
  if (list) {
    for (const r of rows) console.log(`${r.rank === 0 ? '✗' : r.rank}\t${r.heldOut ? 'H' : ' '} ${r.question}  →  ${r.top.join(', ')}`);
  }
  return {
    tuning: score(rows.filter((r) => !r.heldOut)),
    heldOut: score(rows.filter((r) => r.heldOut)),
    all: score(rows),
  };
}

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
runQuestions(path.resolve(root, arg('--build') ?? 'build'), process.argv.includes('--list')).then((r) => {
  const lines = [formatScores('tuning part', r.tuning), formatScores('held-out part (no ranking change is tuned on it)', r.heldOut)];
  for (const line of lines) console.log(`reader questions, ${line}`);
  const areas = new Set(QUESTIONS.map((q) => q.area)).size;
  writeSection('search-questions', 'Reader questions (`npm run bench:search`)', [
    `${QUESTIONS.length} questions in readers' words across ${areas} areas (tests/bench/reader-questions.json), run through the site's search code over the production build; an answer counts when a page the question lists is in the results.`,
    '',
    ...lines.map((line) => `- ${line}`),
  ].join('\n'));
});
