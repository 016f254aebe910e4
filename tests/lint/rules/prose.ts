// Prose rules, run by textlint (one kernel for the whole run, the Markdown plugin parsing each page once):
// - terms: product and technology names spelled as their owners spell them (facts/terms.json), checked by
//   textlint-rule-terminology in text only (code, links and URLs are left alone); a page title the navigation
//   model fixes (the spec's "Run cypher on stream") is a name and is left as it is;
// - opening: the page's first paragraph must not announce the page ("This page describes ...", "In this
//   guide ..."): it should start with what the reader needs.
import { TextlintKernel, type TextlintMessage, type TextlintRuleModule } from '@textlint/kernel';
import markdownPlugin from '@textlint/textlint-plugin-markdown';
import { allLeaves, navigation } from '../../../src/nav';
import type { Facts } from '../../../facts/registry';
import type { Page } from '../page';
import type { Finding, Rule } from '../types';

/** A sentence that only says what the page (guide, section ...) is about. */
export const ANNOUNCING = new RegExp(
  String.raw`^(?:(?:this|the following|the present) (?:page|guide|section|document|article|chapter|tutorial|reference|topic|doc)` +
  String.raw`(?: also)? (?:describes|explains|covers|lists|shows|documents|introduces|walks|provides|presents|gives|outlines|details|discusses|contains|is (?:about|the reference|a reference|an overview|a guide|a walk-through|where))` +
  String.raw`|(?:in|on) this (?:page|guide|section|document|article|chapter|tutorial)\b)`,
  'i',
);

/** textlint rule: the first paragraph (after imports and front matter) has no announcing sentence. */
const opening: TextlintRuleModule = (context) => {
  const { Syntax, RuleError, report, getSource } = context;
  let seen = false;
  return {
    [Syntax.Paragraph](node) {
      if (seen) return;
      const text = getSource(node);
      if (/^\s*(import|export)\s/.test(text) || /^\s*(:::|<|\{\/\*)/.test(text)) return;
      seen = true;
      let index = 0;
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        const at = text.indexOf(sentence, index);
        if (ANNOUNCING.test(sentence.trim())) {
          report(node, new RuleError(`the opening announces the page ("${sentence.trim().split(/\s+/).slice(0, 4).join(' ')} ..."); start with what the reader needs`, { index: at }));
        }
        index = at + sentence.length;
      }
    },
  };
};

type TerminologyRule = TextlintRuleModule;
let terminology: Promise<TerminologyRule> | null = null;
let kernel: TextlintKernel | null = null;

function loadTerminology(): Promise<TerminologyRule> {
  // an ES module: loaded once, on first use
  terminology ??= import('textlint-rule-terminology').then((m) => m.default);
  return terminology;
}

const results = new WeakMap<Page, Promise<TextlintMessage[]>>();

/** The navigation model's page titles of more than one word, longest first: fixed names the terms rule skips. */
const pageTitles = [...new Set(navigation.flatMap((sidebar) => allLeaves(sidebar).map((leaf) => leaf.title)))]
  .filter((title) => title.includes(' '))
  .sort((a, b) => b.length - a.length);

/** The text with every page title's letters replaced by `x`, so its structure, lines and columns stay as they were. */
export function withoutPageTitles(text: string): string {
  return pageTitles.reduce((t, title) => t.split(title).join(title.replace(/\S/g, 'x')), text);
}

async function lintProse(page: Page, facts: Facts): Promise<TextlintMessage[]> {
  kernel ??= new TextlintKernel();
  const terms = facts.terms.map((t) => (t.pattern ? [t.pattern, t.term] : t.term));
  const result = await kernel.lintText(withoutPageTitles(page.lines.join('\n')), {
    ext: '.md',
    filePath: page.path,
    plugins: [{ pluginId: 'markdown', plugin: markdownPlugin }],
    rules: [
      { ruleId: 'terms', rule: await loadTerminology(), options: { terms, defaultTerms: false, skip: ['BlockQuote'] } },
      { ruleId: 'opening', rule: opening },
    ],
  });
  return result.messages;
}

function proseMessages(page: Page, facts: Facts): Promise<TextlintMessage[]> {
  let r = results.get(page);
  if (!r) {
    r = lintProse(page, facts);
    results.set(page, r);
  }
  return r;
}

function proseRule(id: 'terms' | 'opening', description: string): Rule {
  return {
    id,
    description,
    async checkPage(page, ctx) {
      const messages = await proseMessages(page, ctx.facts);
      return messages.filter((m) => m.ruleId === id).map((m): Finding => {
        const wrong = /Incorrect term: “(.*?)”, use “(.*?)”/.exec(m.message);
        const announcing = /\("(.*?) \.\.\."\)/.exec(m.message);
        return {
          file: page.path, line: m.line, col: m.column, rule: id,
          message: wrong ? `write ${wrong[2]}, not ${wrong[1]}` : m.message,
          name: wrong ? wrong[1] : announcing?.[1].split(' ').slice(0, 3).join(' '),
          nearest: wrong ? wrong[2] : undefined,
        };
      });
    },
  };
}

export const terms = proseRule('terms', 'product and technology names spelled as their owners spell them');
export const openingRule = proseRule('opening', 'a first paragraph that announces the page instead of starting with content');
