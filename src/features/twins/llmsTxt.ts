// /llms.txt and /llms-full.txt in the llmstxt.org format: the site's name and summary, then one link per page,
// grouped by area as the sidebars group them, each with the page's description; the full file holds every twin.
import { dump } from 'js-yaml';
import { isSection, navigation, type NavItem } from '../../nav';
import { twinPath } from './twinPath';

/** A page's Markdown twin: what it is about and its body (everything after the title). */
export interface Twin {
  route: string;
  /** The page's absolute URL. */
  url: string;
  title: string;
  description: string;
  body: string;
}

export interface Site {
  title: string;
  tagline: string;
  /** Origin of the site, without a trailing slash. */
  url: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The twin as a file: front matter (title, description, page URL), the title as a heading, the body. */
export function twinDocument(twin: Twin): string {
  const frontMatter = dump({ title: oneLine(twin.title), description: oneLine(twin.description), url: twin.url }, { lineWidth: -1, quotingType: '"' });
  return `---\n${frontMatter}---\n\n# ${oneLine(twin.title)}\n\n${twin.body}\n`;
}

/** A group of llms.txt: its heading and routes, in sidebar order. */
export interface Group {
  name: string;
  routes: string[];
}

/**
 * The routes grouped as the sidebars show them: a group per sidebar and per section (`Docs › Get Started ›
 * Server`), each page once (its first place in the navigation); routes no sidebar lists go last, under
 * llmstxt.org's "Optional" heading.
 */
export function groupByArea(routes: readonly string[]): Group[] {
  const wanted = new Set(routes);
  const groups = new Map<string, string[]>();
  const add = (name: string, path: string) => {
    const route = path.split(/[?#]/)[0] || '/';
    if (!wanted.has(route)) return;
    wanted.delete(route);
    groups.set(name, [...(groups.get(name) ?? []), route]);
  };
  const walk = (items: readonly NavItem[], trail: string[]) => {
    for (const item of items) {
      if (isSection(item)) walk(item.children, [...trail, item.title]);
      else add(trail.join(' › '), item.path);
    }
  };
  for (const sidebar of navigation) {
    if (sidebar.overview) add(sidebar.label, sidebar.overview.path);
    walk(sidebar.items, [sidebar.label]);
    for (const variant of sidebar.variants ?? []) add(sidebar.label, variant.item.path);
  }
  const rest = routes.filter((route) => wanted.has(route));
  return [...[...groups].map(([name, grouped]) => ({ name, routes: grouped })), ...(rest.length ? [{ name: 'Optional', routes: rest }] : [])];
}

export function llmsTxt(site: Site, groups: readonly Group[], twins: ReadonlyMap<string, Twin>): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.tagline)}`,
    '',
    `Every link below is the Markdown twin of a page: the page's URL with \`.md\` added (the home page is \`${site.url}/index.md\`). ` +
      `${site.url}/llms-full.txt holds all of them in one file.`,
  ];
  for (const group of groups) {
    lines.push('', `## ${group.name}`, '');
    for (const route of group.routes) {
      const twin = twins.get(route);
      if (!twin) continue;
      const description = oneLine(twin.description);
      const title = oneLine(twin.title).replace(/[[\]\\]/g, '\\$&');
      lines.push(`- [${title}](${site.url}${twinPath(route)})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function llmsFullTxt(site: Site, groups: readonly Group[], twins: ReadonlyMap<string, Twin>): string {
  const documents = groups.flatMap((group) => group.routes.flatMap((route) => (twins.has(route) ? [twinDocument(twins.get(route)!)] : [])));
  return [`# ${site.title}\n\n> ${oneLine(site.tagline)}\n`, ...documents].join('\n');
}
