#!/usr/bin/env node
// The test runner (tests/README.md says what each step covers):
//   npm test                     node tests/run.mjs: the contributor's tier: static checks in parallel, one
//                                production build, the build checks and the browser tests on a representative set of
//                                routes
//   npm run test:exhaustive      node tests/run.mjs --exhaustive: the exhaustive parts, on the build npm test made:
//                                every route, diagram and REST endpoint in the browser, every kind of failed index
//                                file, the REST regeneration check, the build with every performance patch off
//   npm run test:full            both, one after the other (what CI runs)
// Each step's output is shown when it ends (steps in parallel do not interleave); a table of phase times closes the run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const exhaustive = process.argv.includes('--exhaustive');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** A command of a step: program and arguments, with extra environment variables. */
const step = (name, command, args, env = {}) => ({ name, command, args, env });

const jest = (config, ...args) => [bin('jest'), ['-c', config, ...args]];

/** The phases, in order; the steps of a phase run at the same time. */
const PHASES = [
  {
    name: 'static checks',
    steps: [
      step('typecheck', bin('tsc'), ['--noEmit']),
      step('ESLint', bin('eslint'), ['.', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/']),
      step('docs lint', bin('jiti'), ['tests/lint/cli.ts']),
      step('unit tests', ...jest('tests/jest.config.cjs')),
    ],
  },
  { name: 'production build', steps: [step('build', bin('docusaurus'), ['build'])] },
  {
    name: 'build checks and browser tests',
    steps: [step('build checks', ...jest('tests/build/jest.config.cjs')), step('browser tests', ...jest('tests/e2e/jest.config.cjs'))],
  },
];

/** The plain-Docusaurus build: its patches off, in a folder of its own. Its checks are told which patches it had off (a
 *  check of a patch's effect expects its absence there). */
const VANILLA = { PERFORMANCE_PATCHES_OFF: 'all' };
const VANILLA_DIR = 'build-vanilla';

const EXHAUSTIVE_PHASES = [
  {
    name: 'exhaustive browser tests and the REST regeneration check',
    steps: [
      step('browser tests, exhaustive', ...jest('tests/e2e/jest.config.cjs'), { E2E_TIER: 'exhaustive' }),
      step('REST regeneration', ...jest('tests/build/jest.config.cjs', 'tests/build/exhaustive'), { BUILD_TIER: 'exhaustive' }),
    ],
  },
  {
    name: 'plain Docusaurus: every performance patch off',
    steps: [step('vanilla build', bin('docusaurus'), ['build', '--out-dir', VANILLA_DIR], VANILLA)],
  },
  {
    name: 'plain Docusaurus: build checks and smoke',
    steps: [
      step('vanilla build checks', ...jest('tests/build/jest.config.cjs', '--testPathIgnorePatterns', 'budgets'), { ...VANILLA, BUILD_DIR: VANILLA_DIR }),
      step('vanilla smoke', ...jest('tests/e2e/jest.config.cjs', 'tests/e2e/smoke.spec.ts'), { BUILD_DIR: VANILLA_DIR, E2E_PORT: '3211' }),
    ],
  },
];

/** Runs one step, its output collected and printed when it ends. */
function run({ name, command, args, env }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [command, ...args], { cwd: root, env: { ...process.env, FORCE_COLOR: '0', ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n== ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s\n${output.trimEnd()}\n`);
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

const results = [];
const phases = exhaustive ? EXHAUSTIVE_PHASES : PHASES;
const startedAll = Date.now();
for (const phase of phases) {
  const started = Date.now();
  const outcome = await Promise.all(phase.steps.map(run));
  results.push({ phase: phase.name, seconds: (Date.now() - started) / 1000, steps: outcome });
  if (outcome.some((o) => !o.ok)) break;
}

const failed = results.flatMap((r) => r.steps).filter((s) => !s.ok);
console.log(`\n== ${exhaustive ? 'npm run test:exhaustive' : 'npm test'}: phase times`);
for (const { phase, seconds, steps } of results) {
  console.log(`${seconds.toFixed(0).padStart(5)} s  ${phase}`);
  for (const s of steps) console.log(`${''.padStart(9)}${s.seconds.toFixed(0).padStart(5)} s  ${s.name}${s.ok ? '' : '  FAILED'}`);
}
console.log(`${((Date.now() - startedAll) / 1000).toFixed(0).padStart(5)} s  in all${failed.length ? ` — failed: ${failed.map((s) => s.name).join(', ')}` : ''}`);
process.exitCode = failed.length ? 1 : 0;
