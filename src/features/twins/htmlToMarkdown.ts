// The rendered article of a page, turned back into Markdown. Reading the built HTML (not the MDX source) means every
// MDX component arrives as what readers see — tabs with their labels, admonitions, the illustrative-output box, the
// home page's area cards, diagrams as their text alternative — and every link is already resolved to its route.
import type { AnyNode, Element } from 'domhandler';
import { elementSource, loadBuilt } from '../../lib/builtHtml';

/** Where the page lives: relative links and anchors become absolute URLs against it. */
export interface PageContext {
  pageUrl: string;
}

const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';
const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/\s+/).includes(name);
/** CSS-module classes carry a hash (`admonitionHeading_Gvgb`): match them by their stem. */
const hasClassStem = (el: Element, stem: string) => (el.attribs.class ?? '').split(/\s+/).some((c) => c === stem || c.startsWith(`${stem}_`));
const elements = (nodes: AnyNode[]) => nodes.filter(isElement);
const find = (el: Element, test: (e: Element) => boolean): Element | undefined => {
  for (const child of elements(el.children)) {
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
};
const findAll = (el: Element, test: (e: Element) => boolean): Element[] =>
  elements(el.children).flatMap((child) => (test(child) ? [child] : findAll(child, test)));

/** The plain text of a node, as the browser would show it (no markup). */
export function textOf(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (!isElement(node) || SKIPPED.has(node.name)) return '';
  return node.children.map(textOf).join('');
}

/** Elements with nothing a reader of the text needs (icons, buttons, scripts). */
const SKIPPED = new Set(['svg', 'button', 'script', 'style', 'noscript', 'template', 'input']);
/** Elements that start a new block; anything else is inline. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'dt', 'dd', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul',
]);

/** A code span or fence long enough not to be closed by the backticks inside `text`. */
function backticks(text: string, min: number): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(min, longest + 1));
}

function codeSpan(text: string): string {
  const fence = backticks(text, 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Text outside code: whitespace collapsed; `<` before a letter escaped, so no text reads as a tag. */
function escapeText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\\/g, '\\\\').replace(/<(?=[A-Za-z/!?])/g, '\\<');
}

function absolute(href: string, ctx: PageContext): string {
  try {
    return new URL(href, ctx.pageUrl).href;
  } catch {
    return href;
  }
}

function inline(nodes: AnyNode[], ctx: PageContext): string {
  return nodes.map((node) => inlineNode(node, ctx)).join('');
}

function inlineNode(node: AnyNode, ctx: PageContext): string {
  if (node.type === 'text') return escapeText(node.data);
  if (!isElement(node) || SKIPPED.has(node.name)) return '';
  const inner = () => inline(node.children, ctx).trim();
  switch (node.name) {
    case 'code':
      return codeSpan(textOf(node));
    case 'strong':
    case 'b':
      return wrap(inner(), '**');
    case 'em':
    case 'i':
      return wrap(inner(), '*');
    case 'del':
    case 's':
      return wrap(inner(), '~~');
    case 'br':
      return '\\\n';
    case 'img':
      return image(node, ctx);
    case 'a':
      return link(node, ctx);
    default:
      // Inline wrappers (span, kbd, sup, …) and blocks met inside a line (a card's title and description) keep
      // their text; a block's text is set apart from its neighbours by a space.
      return BLOCKS.has(node.name) ? ` ${inner()} ` : inline(node.children, ctx);
  }
}

function wrap(text: string, marker: string): string {
  return text ? `${marker}${text}${marker}` : '';
}

function image(el: Element, ctx: PageContext): string {
  const alt = escapeText(el.attribs.alt ?? '').trim();
  return el.attribs.src ? `![${alt}](${absolute(el.attribs.src, ctx)})` : alt;
}

function link(el: Element, ctx: PageContext): string {
  if (hasClass(el, 'hash-link')) return '';
  const href = el.attribs.href;
  const parts = elements(el.children);
  // A card: a link around a title and a description (the home page's areas). The title is the link text, the
  // description follows it.
  if (href && parts.length >= 2 && parts.every((p) => p.name === 'span') && el.children.every((c) => isElement(c) || !textOf(c).trim())) {
    const [title, ...rest] = parts.map((p) => inline(p.children, ctx).trim());
    return `[${title}](${absolute(href, ctx)}): ${rest.join(' ')}`;
  }
  const text = inline(el.children, ctx).trim();
  if (!href) return text;
  return `[${text || absolute(href, ctx)}](${absolute(href, ctx)})`;
}

/** Each line of `text` prefixed (blank lines get the prefix without its trailing space). */
function prefixLines(text: string, first: string, rest: string = first): string {
  return text
    .split('\n')
    .map((line, i) => {
      const prefix = i === 0 ? first : rest;
      return line ? prefix + line : prefix.trimEnd();
    })
    .join('\n');
}

function quote(parts: string[]): string {
  return prefixLines(parts.filter(Boolean).join('\n\n'), '> ');
}

function codeBlock(el: Element): string {
  const language = /(?:^|\s)language-([^\s]+)/.exec(el.attribs.class ?? '')?.[1] ?? '';
  const titleEl = find(el, (e) => hasClassStem(e, 'codeBlockTitle'));
  const title = titleEl ? textOf(titleEl).trim() : '';
  const code = find(el, (e) => e.name === 'code');
  const lines = code ? findAll(code, (e) => hasClass(e, 'token-line')) : [];
  const text = lines.length
    ? lines.map((line) => elements(line.children).filter((e) => !hasClassStem(e, 'codeLineNumber')).map(textOf).join('')).join('\n')
    : textOf(code ?? el);
  const body = text.replace(/\n+$/, '');
  const fence = backticks(body, 3);
  const info = [language, title ? `title=${JSON.stringify(title)}` : ''].filter(Boolean).join(' ');
  return `${fence}${info}\n${body}\n${fence}`;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function admonition(el: Element, ctx: PageContext): string {
  const kind = /theme-admonition-(\w+)/.exec(el.attribs.class ?? '')?.[1] ?? 'note';
  const [headingEl, ...content] = elements(el.children);
  const heading = headingEl ? textOf(headingEl).trim() : '';
  const label = capitalise(kind);
  const title = !heading || heading.toLowerCase() === kind ? `**${label}**` : `**${label}: ${escapeText(heading)}**`;
  return quote([title, ...content.flatMap((part) => blocks(part.children, ctx))]);
}

function tabs(el: Element, ctx: PageContext): string {
  const tabList = find(el, (e) => e.attribs.role === 'tablist');
  const labels = elements(tabList?.children ?? []).map((tab) => escapeText(textOf(tab)).trim());
  const panels = findAll(el, (e) => e.attribs.role === 'tabpanel');
  return panels.flatMap((panel, i) => [`**${labels[i] ?? `Tab ${i + 1}`}**`, ...blocks(panel.children, ctx)]).join('\n\n');
}

function illustrative(el: Element, ctx: PageContext): string {
  const caption = elements(el.children).find((e) => e.name === 'figcaption');
  const rest = el.children.filter((c) => c !== caption);
  return quote([caption ? inline(caption.children, ctx).trim() : '**Illustrative output.**', ...blocks(rest, ctx)]);
}

function diagram(el: Element): string {
  // Mermaid labels may carry markup (`<i>…</i>`), which some text alternatives keep: only its text is read.
  const alt = (find(el, (e) => e.name === 'img')?.attribs.alt ?? '').replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  return quote([`**Diagram.** ${escapeText(alt).trim()}`]);
}

function details(el: Element, ctx: PageContext): string {
  const summary = find(el, (e) => e.name === 'summary');
  const rest = el.children.filter((c) => c !== summary);
  const title = summary ? inline(summary.children, ctx).trim() : '';
  return [title ? `**${title}**` : '', ...blocks(rest, ctx).filter((b) => b !== title)].filter(Boolean).join('\n\n');
}

function list(el: Element, ctx: PageContext): string {
  const ordered = el.name === 'ol';
  let number = Number(el.attribs.start ?? 1) || 1;
  return elements(el.children)
    .filter((item) => item.name === 'li')
    .map((item) => {
      const marker = ordered ? `${number++}. ` : '- ';
      const body = blocks(item.children, ctx).join('\n\n') || ' ';
      return prefixLines(body, marker, ' '.repeat(marker.length));
    })
    .join('\n');
}

function table(el: Element, ctx: PageContext): string {
  const rows = findAll(el, (e) => e.name === 'tr').map((row) =>
    elements(row.children)
      .filter((cell) => cell.name === 'th' || cell.name === 'td')
      .map((cell) => inline(cell.children, ctx).replace(/\\\n/g, ' ').replace(/\|/g, '\\|').trim()),
  );
  if (!rows.length) return '';
  const width = Math.max(...rows.map((r) => r.length));
  const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head), `|${' --- |'.repeat(width)}`, ...body.map(line)].join('\n');
}

function heading(el: Element, ctx: PageContext): string {
  return `${'#'.repeat(Number(el.name[1]))} ${inline(el.children, ctx).trim()}`;
}

/** One block element as Markdown (empty when it holds nothing to read). */
function block(el: Element, ctx: PageContext): string[] {
  if (SKIPPED.has(el.name)) return [];
  if (hasClass(el, 'theme-code-block')) return [codeBlock(el)];
  if (hasClass(el, 'theme-admonition')) return [admonition(el, ctx)];
  if (hasClass(el, 'tabs-container')) return [tabs(el, ctx)];
  if (el.name === 'figure' && 'data-illustrative' in el.attribs) return [illustrative(el, ctx)];
  if (el.name === 'figure' && hasClass(el, 'diagram')) return [diagram(el)];
  switch (el.name) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [heading(el, ctx)];
    case 'p':
      return [inline(el.children, ctx).trim()];
    case 'ul':
    case 'ol':
      return [list(el, ctx)];
    case 'table':
      return [table(el, ctx)];
    case 'blockquote':
      return [quote(blocks(el.children, ctx))];
    case 'details':
      return [details(el, ctx)];
    case 'pre':
      return [codeBlock(el)];
    case 'hr':
      return ['---'];
    default:
      return blocks(el.children, ctx);
  }
}

/** A run of nodes as Markdown blocks: consecutive inline content becomes one paragraph. */
function blocks(nodes: AnyNode[], ctx: PageContext): string[] {
  const out: string[] = [];
  let paragraph: AnyNode[] = [];
  const flush = () => {
    const text = inline(paragraph, ctx).trim();
    if (text) out.push(text);
    paragraph = [];
  };
  for (const node of nodes) {
    if (isElement(node) && BLOCKS.has(node.name)) {
      flush();
      out.push(...block(node, ctx));
    } else {
      paragraph.push(node);
    }
  }
  flush();
  return out.filter((b) => b.trim());
}

/**
 * A built page as Markdown: its title, description and body (the article of a doc page).
 * Only the head and the article are parsed.
 */
export function pageMarkdown(html: string, ctx: PageContext): { title: string; description: string; body: string } {
  const head = loadBuilt(elementSource(html, 'head') ?? '');
  const $ = loadBuilt(elementSource(html, 'article') ?? '');
  const article = $('.theme-doc-markdown').first();
  const titleHeading = article.find('h1').first();
  const title = titleHeading.text().trim() || head('title').text().replace(/\s*\|[^|]*$/, '').trim();
  const description = head('meta[name="description"]').attr('content')?.trim() ?? '';
  // Pages that are not documents (the search screen) work only in the browser: their twin says so.
  if (!article.length) return { title, description, body: `${description}\n\nAn interactive page: open ${ctx.pageUrl} in a browser.` };
  // The title opens the twin on its own line, so the heading (or the header holding it) is left out of the body.
  const header = titleHeading.closest('header');
  (header.length ? header : titleHeading).remove();
  return { title, description, body: blocks(article.contents().toArray(), ctx).join('\n\n') };
}
