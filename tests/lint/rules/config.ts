// bangdb.config keys: `KEY = value` lines in text/ini/conf blocks (and blocks without a language), and inline code
// `KEY = value` in prose, must name a key of bangdb.config (or one the old site documents).
import type { Page } from '../page';
import { nearest } from '../nearest';
import type { Finding, Rule } from '../types';

const CONFIG_LANGS = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'ini', 'conf', 'config', 'properties', 'cfg']);
const LINE = /^(\s*)([A-Z][A-Z0-9_]{2,})\s*=\s*\S/;
/**
 * Inline `KEY = value`; the key has an underscore (`NAME = value` is a placeholder, `HOME = .` another file's). An
 * enum value with its number (`JO_AND = 0`) is not a config key.
 */
const INLINE = /`([A-Z][A-Z0-9]*_[A-Z0-9_]+)\s*=\s*[^`]*`/g;

/**
 * `KEY = value` lines of the page's bangdb.config blocks (titled bangdb.config, or with at least as many known
 * keys as unknown ones: an environment file or another tool's config is not bangdb.config), and inline
 * `KEY = value` code.
 */
function configLines(page: Page, keys: Set<string>, enumValues: Set<string>): { key: string; line: number; col: number }[] {
  const out: { key: string; line: number; col: number }[] = [];
  for (const fence of page.fences) {
    if (!CONFIG_LANGS.has(fence.lang)) continue;
    const found: { key: string; line: number; col: number }[] = [];
    fence.body.forEach((text, i) => {
      const m = LINE.exec(text);
      if (m) found.push({ key: m[2], line: fence.line + 1 + i, col: m[1].length + 1 });
    });
    const known = found.filter((f) => keys.has(f.key)).length;
    if (/bangdb\.config/i.test(fence.title) || (known > 0 && known >= found.length - known)) out.push(...found);
  }
  page.prose.forEach((text, i) => {
    for (const m of text.matchAll(INLINE)) {
      if (!enumValues.has(m[1])) out.push({ key: m[1], line: i + 1, col: (m.index ?? 0) + 2 });
    }
  });
  return out;
}

export const config: Rule = {
  id: 'config',
  description: 'bangdb.config keys (KEY = value in config blocks and inline code) the registry lacks',
  checkPage(page, ctx) {
    const keys = new Set(ctx.facts.config.map((c) => c.key));
    const enumValues = new Set(ctx.facts.enums.flatMap((e) => e.values));
    const findings: Finding[] = [];
    for (const { key, line, col } of configLines(page, keys, enumValues)) {
      if (!keys.has(key)) findings.push({ file: page.path, line, col, rule: 'config', message: `unknown bangdb.config key ${key}`, name: key, nearest: nearest(key, keys) });
    }
    return findings;
  },
};
