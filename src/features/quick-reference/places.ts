// Where the pages explain a name: every heading, table row, inline code span and code line of the content
// folders, with the route and anchor a link to it takes. The quick reference links each registry entry to the
// strongest of these places; the docs lint reads pages with the same readers (tests/lint/page.ts, inline.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { instances, type DocsInstance } from '../../config/instances';
import { QUICK_REFERENCE_ROUTE } from './constants';
import { codeSpans } from '../../../tests/lint/inline';
import { frontMatterValue, parsePage, type Page } from '../../../tests/lint/page';

/** How strongly a place explains a name: a heading names it, a table row starts with it, prose or code mentions it. */
export type Strength = 'heading' | 'row' | 'prose' | 'code';
export const RANK: Record<Strength, number> = { heading: 3, row: 2, prose: 1, code: 0 };

export interface Place {
  /** The content file, relative to the repository root. */
  file: string;
  route: string;
  /** The heading's id (`#` not included); '' for the top of the page. */
  anchor: string;
  /** The page's title and the heading's text, for the link's label. */
  pageTitle: string;
  heading: string;
  strength: Strength;
  /** What the place stands in, to tell which tool or surface it is about: its section (the heading and every line
   *  under it to the next heading, code blocks with their titles included) and the page's opening (title,
   *  description and the lines before the first heading). */
  context: { section: string; page: string };
}

/** One mention: the text as written (a code span, a heading, a code line) at a place. */
export interface Mention { text: string; place: Place }

export interface ContentPage { file: string; route: string; title: string; page: Page }

const HEADING = /^(#{2,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/;

/** A heading's text as the slugger sees it: links, emphasis and code marks removed. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/(\*\*|\*)(.+?)\1/g, '$2')
    .trim();
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(e.name) && !e.name.startsWith('_') ? [full] : [];
  });
}

/** The route Docusaurus gives a content file: its instance's base and the file's path, with the front matter's
 *  `id` as the last part (the generated REST pages have one) or its `slug` instead. */
export function routeOf(instance: DocsInstance, relative: string, frontMatter: { id?: string; slug?: string } = {}): string {
  const base = instance.routeBasePath === '/' ? '' : instance.routeBasePath;
  const { id, slug } = frontMatter;
  if (slug) return slug.startsWith('/') ? `${base}${slug}`.replace(/(.)\/$/, '$1') || '/' : `${base}/${slug}`;
  const file = relative.replace(/\.mdx?$/, '');
  const docPath = id ? file.replace(/[^/]+$/, id) : file.replace(/(^|\/)index$/, '');
  return `${base}/${docPath}`.replace(/(.)\/$/, '$1') || '/';
}

/** Every content page of the docs instances (the generated REST endpoint pages too), but the sheets' own pages:
 *  they explain nothing, so their mentions do not count. */
export function readContentPages(root: string): ContentPage[] {
  return instances.flatMap((instance) =>
    markdownFiles(path.join(root, instance.folder)).map((file) => {
      const relative = path.relative(path.join(root, instance.folder), file).split(path.sep).join('/');
      const page = parsePage(path.relative(root, file), readFileSync(file, 'utf8'));
      const title = frontMatterValue(page, 'title') ?? '';
      return { file: page.path, route: routeOf(instance, relative, { id: frontMatterValue(page, 'id'), slug: frontMatterValue(page, 'slug') }), title, page };
    }),
  ).filter((p) => !p.route.startsWith(`${QUICK_REFERENCE_ROUTE}/`));
}

/** The mentions of one page, each at the heading it stands under. */
export function mentionsOf({ file, route, title, page }: ContentPage): Mention[] {
  // The slugger Docusaurus gives headings their ids with.
  const slugger = createSlugger();
  const headings: { line: number; anchor: string; text: string; section: string }[] = [];
  page.prose.forEach((line, i) => {
    const m = HEADING.exec(line);
    if (!m) return;
    const text = headingText(m[2]);
    headings.push({ line: i + 1, anchor: m[3] ?? slugger.slug(text), text, section: '' });
  });
  const linesBetween = (from: number, to: number) => page.lines.slice(from - 1, to - 1).join('\n');
  headings.forEach((h, i) => (h.section = linesBetween(h.line, headings[i + 1]?.line ?? page.lines.length + 1)));
  const opening = linesBetween(page.frontMatterLines + 1, headings[0]?.line ?? page.lines.length + 1);
  const pageContext = [title, frontMatterValue(page, 'description') ?? '', opening].join('\n');
  const at = (line: number, strength: Strength): Place => {
    let h: (typeof headings)[number] | undefined;
    for (const candidate of headings) if (candidate.line <= line) h = candidate;
    const context = { section: h?.section ?? opening, page: pageContext };
    return { file, route, anchor: h?.anchor ?? '', pageTitle: title, heading: h?.text ?? '', strength, context };
  };
  const mentions: Mention[] = [];
  for (const h of headings) {
    const place = at(h.line, 'heading');
    mentions.push({ text: h.text, place });
    for (const code of page.prose[h.line - 1].matchAll(/`([^`]+)`/g)) mentions.push({ text: code[1], place });
  }
  const headingLines = new Set(headings.map((h) => h.line));
  for (const span of codeSpans(page)) {
    if (headingLines.has(span.line)) continue;
    mentions.push({ text: span.text, place: at(span.line, span.table?.cell === 0 ? 'row' : 'prose') });
  }
  for (const fence of page.fences) {
    fence.body.forEach((text, i) => {
      if (text.trim()) mentions.push({ text: text.trim(), place: at(fence.line + 1 + i, 'code') });
    });
  }
  return mentions;
}

/** The strongest place among `places`: heading, then table row, prose, code; the earlier page on a tie. */
export function strongest(places: readonly Place[]): Place | undefined {
  let best: Place | undefined;
  for (const p of places) if (!best || RANK[p.strength] > RANK[best.strength]) best = p;
  return best;
}

/**
 * Whether a place is about the thing `names` matches (a tool, a surface) rather than one of its `rivals`: its section
 * names it; or its section names none of them and the page's opening does. The same short words (`status`, `show _`)
 * are different commands in different tools; a place explains the one of the tool it is about.
 */
export function isAbout(place: Place, names: RegExp, rivals: readonly RegExp[] = []): boolean {
  const { section, page } = place.context;
  if (names.test(section)) return true;
  return !rivals.some((r) => r.test(section)) && names.test(page);
}

/** A place as a link target. */
export const hrefOf = (p: Place) => (p.anchor ? `${p.route}#${p.anchor}` : p.route);
