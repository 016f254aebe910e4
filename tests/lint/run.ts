// Runs the docs lint over files: finds the pages, loads the facts once, applies the chosen rules, sorts findings.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadFacts, type Facts } from '../../facts/registry';
import { instances } from '../../src/config/instances';
import { parsePage } from './page';
import { ROOT } from './paths';
import { RULES } from './rules';
import type { Finding, LintContext, Rule } from './types';

export { ROOT };
/** The content folders of the docs instances (src/config/instances.ts). */
export const CONTENT_DIRS = instances.map((instance) => instance.folder);
export const OPENAPI = 'rest-api/openapi.yaml';
export const SHINGLES = path.join(ROOT, 'facts/originality/shingles.txt');

/** Markdown pages under the given files or folders, plus the OpenAPI document when it is among them. */
export function findFiles(targets: string[], root = ROOT): { pages: string[]; openapi: string[] } {
  const pages: string[] = [];
  const openapi: string[] = [];
  const walk = (rel: string) => {
    const abs = path.resolve(root, rel);
    if (!existsSync(abs)) throw new Error(`not found: ${rel}`);
    if (statSync(abs).isFile()) {
      if (/\.mdx?$/.test(abs)) pages.push(rel);
      else if (abs.endsWith('openapi.yaml')) openapi.push(rel);
      return;
    }
    for (const e of readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const child = path.join(rel, e.name);
      if (e.isDirectory() || /\.mdx?$/.test(e.name) || e.name === 'openapi.yaml') walk(child);
    }
  };
  for (const t of targets) walk(path.isAbsolute(t) ? path.relative(root, t) : t);
  return { pages: [...new Set(pages)], openapi: [...new Set(openapi)] };
}

export function createContext(facts?: Facts): LintContext {
  let shingles: Set<string> | null = null;
  return {
    facts: facts ?? loadFacts(),
    shingles() {
      shingles ??= new Set(readFileSync(SHINGLES, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean));
      return shingles;
    },
  };
}

export function selectRules(only?: string[]): Rule[] {
  if (!only?.length) return RULES;
  const unknown = only.filter((id) => !RULES.some((r) => r.id === id));
  if (unknown.length) throw new Error(`unknown rule ${unknown.join(', ')}; rules: ${RULES.map((r) => r.id).join(', ')}`);
  return RULES.filter((r) => only.includes(r.id));
}

/** Lints one page given as text (for tests and editors). */
export async function lintText(file: string, source: string, rules: Rule[], ctx: LintContext): Promise<Finding[]> {
  const page = parsePage(file, source);
  const findings: Finding[] = [];
  for (const rule of rules) if (rule.checkPage) findings.push(...(await rule.checkPage(page, ctx)));
  return findings;
}

export async function lintFiles(targets: string[], rules: Rule[], ctx: LintContext, root = ROOT) {
  const { pages, openapi } = findFiles(targets, root);
  const findings: Finding[] = [];
  for (const file of pages) findings.push(...(await lintText(file, readFileSync(path.resolve(root, file), 'utf8'), rules, ctx)));
  for (const file of openapi) {
    const source = readFileSync(path.resolve(root, file), 'utf8');
    for (const rule of rules) if (rule.checkOpenApi) findings.push(...rule.checkOpenApi(file, source, ctx));
  }
  findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.rule.localeCompare(b.rule));
  return { files: pages.length + openapi.length, ...settleAllowances(findings, rules) };
}

/**
 * Splits the findings an annotation keeps (`allowed`, counted per rule) from those that fail the run. A rule's
 * allowances beyond its `maxAllowed`, in file order, fail the run.
 */
export function settleAllowances(findings: Finding[], rules: Rule[]): { findings: Finding[]; allowed: Finding[] } {
  const allowed = findings.filter((f) => f.allowed !== undefined);
  const failing = findings.filter((f) => f.allowed === undefined);
  for (const rule of rules) {
    if (rule.maxAllowed === undefined) continue;
    const own = allowed.filter((f) => f.rule === rule.id);
    own.slice(rule.maxAllowed).forEach((f, i) => failing.push({
      ...f, allowed: undefined,
      message: `allowance ${rule.maxAllowed! + i + 1} of ${own.length}: the tree may keep at most ${rule.maxAllowed} ${rule.id} `
        + `findings with an annotation; rewrite this one or another (${f.message})`,
    }));
  }
  return { findings: failing, allowed };
}
