// `npm run lint:docs -- [--only rule,...] [--format text|json] [file-or-folder ...]`
// Lints the content (every docs instance's folder and rest-api/openapi.yaml by default) against the facts
// registry and the prose rules. Prints `file:line:col rule message (nearest: ...)` per finding and a count per
// rule; exits 1 when anything is found, 2 on a usage error.
import { CONTENT_DIRS, OPENAPI, createContext, lintFiles, selectRules } from './run';
import { RULES } from './rules';
import type { Finding } from './types';

const USAGE = `usage: npm run lint:docs -- [--only rule,...] [--format text|json] [file-or-folder ...]
rules:
${RULES.map((r) => `  ${r.id.padEnd(12)} ${r.description}`).join('\n')}`;

interface Options { only: string[]; format: 'text' | 'json'; targets: string[] }

function parseArgs(argv: string[]): Options {
  const options: Options = { only: [], format: 'text', targets: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--only') options.only.push(...(argv[++i] ?? '').split(',').filter(Boolean));
    else if (a.startsWith('--only=')) options.only.push(...a.slice(7).split(',').filter(Boolean));
    else if (a === '--format' || a.startsWith('--format=')) {
      const f = a === '--format' ? argv[++i] : a.slice(9);
      if (f !== 'text' && f !== 'json') throw new Error(`--format must be text or json, not ${f}`);
      options.format = f;
    } else if (a === '-h' || a === '--help') throw new Error('help');
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else options.targets.push(a);
  }
  if (!options.targets.length) options.targets = [...CONTENT_DIRS, OPENAPI];
  return options;
}

export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line}:${f.col} ${f.rule} ${f.message}${f.nearest ? ` (nearest: ${f.nearest})` : ''}`;
}

export function countByRule(findings: Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
  return counts;
}

async function main(argv: string[]): Promise<number> {
  let options: Options;
  try {
    options = parseArgs(argv);
    selectRules(options.only);
  } catch (e) {
    const message = (e as Error).message;
    console.error(message === 'help' ? USAGE : `lint:docs: ${message}\n${USAGE}`);
    return message === 'help' ? 0 : 2;
  }
  const started = Date.now();
  const rules = selectRules(options.only);
  let result: Awaited<ReturnType<typeof lintFiles>>;
  try {
    result = await lintFiles(options.targets, rules, createContext());
  } catch (e) {
    console.error(`lint:docs: ${(e as Error).message}`);
    return 2;
  }
  const { files, findings, allowed } = result;
  const counts = countByRule(findings);
  const seconds = (Date.now() - started) / 1000;
  if (options.format === 'json') {
    console.log(JSON.stringify({ files, rules: rules.map((r) => r.id), counts, seconds, findings, allowed }, null, 1));
  } else {
    for (const f of findings) console.log(formatFinding(f));
    const summary = rules.map((r) => `${r.id} ${counts[r.id] ?? 0}`).join(', ');
    for (const r of rules.filter((rule) => rule.maxAllowed !== undefined)) {
      console.log(`lint:docs: ${allowed.filter((f) => f.rule === r.id).length} of at most ${r.maxAllowed} ${r.id} findings kept by an annotation`);
    }
    console.log(`lint:docs: ${files} files, ${findings.length} findings (${summary}) in ${seconds.toFixed(1)} s`);
  }
  return findings.length ? 1 : 0;
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
