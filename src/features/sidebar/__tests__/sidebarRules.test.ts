import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { applyVariants, countLinks, filterSidebar, keepQuery, queryHas, sidebarItemKey, titleHas, withQuery } from '@site/src/features/sidebar/sidebarItems';
import { navigation } from '@site/src/nav';
import { toSidebarItems, type SidebarItem } from '@site/src/nav/toSidebar';
import { GRAPH_NARROW_BREAKPOINT, isOpenByDefault, isSidebarOpen, openAfterResize, scrollTopToReveal } from '@site/src/features/sidebar/sidebarState';

const link = (label: string, href: string, customProps?: Record<string, unknown>): PropSidebarItem => ({
  type: 'link', label, href, docId: href, unlisted: false, customProps,
} as PropSidebarItem);
const category = (label: string, items: PropSidebarItem[]): PropSidebarItem => ({
  type: 'category', label, items, collapsed: true, collapsible: true,
});

const tree: PropSidebarItem[] = [
  category('Manage CRM', [
    link('Overview', '/apps/leads-management/crm-editing/overview'),
    link('Create CRM', '/apps/leads-selling/create-crm', { onlyWithQuery: 'app=leads_selling' }),
    category('Edit CRM', [link('Setup status', '/apps/leads-management/crm-editing/setup-status'), link('Setup tags', '/apps/leads-management/crm-editing/setup-tags')]),
  ]),
  category('Integrations', [link('Twilio', '/apps/leads-management/integrations/twilio')]),
  link('Movies data', '/graph-and-cypher/query-scenarios#moviesdata'),
];

const labels = (items: PropSidebarItem[]): string[] =>
  items.flatMap((i) => (i.type === 'category' ? [i.label, ...labels(i.items)] : i.type === 'html' ? [] : [i.label]));

describe('query string kept on sidebar links', () => {
  it('adds the query before any anchor and leaves external links alone', () => {
    expect(withQuery('/stream', '?app=leads_selling')).toBe('/stream?app=leads_selling');
    expect(withQuery('/graph-and-cypher/query-scenarios#moviesdata', '?x=1')).toBe('/graph-and-cypher/query-scenarios?x=1#moviesdata');
    expect(withQuery('https://bangdb.com', '?x=1')).toBe('https://bangdb.com');
    expect(withQuery('/stream', '')).toBe('/stream');
  });

  it('applies to every link of the tree', () => {
    const hrefs = (items: PropSidebarItem[]): string[] =>
      items.flatMap((i) => (i.type === 'category' ? hrefs(i.items) : i.type === 'link' ? [i.href] : []));
    expect(hrefs(keepQuery(tree, '?app=leads_selling')).every((h) => h.includes('?app=leads_selling'))).toBe(true);
  });
});

describe('leads-selling variant', () => {
  it('shows Create CRM as the second entry of the first section only with app=leads_selling', () => {
    const withVariant = applyVariants(tree, '?app=leads_selling');
    const first = withVariant[0];
    expect(first.type === 'category' && first.items[1].type !== 'html' && first.items[1].label).toBe('Create CRM');
    expect(labels(applyVariants(tree, ''))).not.toContain('Create CRM');
    expect(labels(applyVariants(tree, '?app=other'))).not.toContain('Create CRM');
  });

  it('reads the condition from a real query string', () => {
    expect(queryHas('?foo=1&app=leads_selling', 'app=leads_selling')).toBe(true);
    expect(queryHas('?app=leads', 'app=leads_selling')).toBe(false);
  });
});

describe('sidebar filter', () => {
  it('keeps matching entries (case-insensitive) with their sections opened', () => {
    const result = filterSidebar(tree, 'TAGS');
    expect(labels(result)).toEqual(['Manage CRM', 'Edit CRM', 'Setup tags']);
    expect(result[0]).toMatchObject({ collapsible: false, collapsed: false });
  });

  it('keeps a whole section whose title matches', () => {
    expect(labels(filterSidebar(tree, 'integr'))).toEqual(['Integrations', 'Twilio']);
  });

  it('returns nothing when nothing matches, and the tree for blank text', () => {
    expect(countLinks(filterSidebar(tree, 'zzz'))).toBe(0);
    expect(filterSidebar(tree, '   ')).toEqual(tree);
  });

  const cli = category('Command Line Interface', [
    link('Overview', '/cli-overview'),
    link('Stream Commands', '/stream-commands-cli'),
    category('Agent', [link('Agent Commands', '/agent-cli')]),
  ]);

  it('finds a section by the initials of its title, with every page under it shown and opened', () => {
    const result = filterSidebar([cli, ...tree], 'CLI');
    expect(labels(result)).toEqual(['Command Line Interface', 'Overview', 'Stream Commands', 'Agent', 'Agent Commands']);
    expect(result[0]).toMatchObject({ collapsible: false, collapsed: false });
    const agent = result[0].type === 'category' ? result[0].items[2] : undefined;
    expect(agent).toMatchObject({ label: 'Agent', collapsible: false, collapsed: false });
  });

  it('needs every word, each in the title of the entry or of a section above it', () => {
    expect(labels(filterSidebar([cli, ...tree], 'cli stream'))).toEqual(['Command Line Interface', 'Stream Commands']);
    expect(labels(filterSidebar([cli, ...tree], 'crm tags'))).toEqual(['Manage CRM', 'Edit CRM', 'Setup tags']);
    expect(countLinks(filterSidebar([cli, ...tree], 'cli twilio'))).toBe(0);
  });

  it('reads initials only from two letters, from the first word on', () => {
    expect(titleHas('Machine Learning Use cases', 'ml')).toBe(true);
    expect(titleHas('Machine Learning Use cases', 'mluc')).toBe(true);
    expect(titleHas('Machine Learning Use cases', 'luc')).toBe(false);
    expect(titleHas('Command Line Interface', 'c')).toBe(true); // a letter of the text
    expect(titleHas('Overview', 'o')).toBe(true);
    expect(titleHas('Overview', 'x')).toBe(false);
  });
});

describe('sidebar entry keys', () => {
  it('name an entry by what it is, and a section the filter holds open apart from the foldable one', () => {
    const section = tree[1];
    expect(sidebarItemKey(section)).toBe('section:Integrations');
    expect(sidebarItemKey(filterSidebar(tree, 'twilio')[0])).toBe('open:Integrations');
    expect(sidebarItemKey(tree[2])).toBe('link:/graph-and-cypher/query-scenarios#moviesdata');
  });

  it('are unique among the siblings of every sidebar of the navigation', () => {
    const asProps = (items: SidebarItem[]): PropSidebarItem[] =>
      items.map((item) =>
        item.type === 'category' ? category(item.label, asProps(item.items)) : link(item.label, item.type === 'doc' ? `/${item.id}` : item.href),
      );
    const duplicates = (items: PropSidebarItem[]): string[] => {
      const keys = items.map(sidebarItemKey);
      const own = keys.filter((key, i) => keys.indexOf(key) !== i);
      return [...own, ...items.flatMap((item) => (item.type === 'category' ? duplicates(item.items) : []))];
    };
    for (const sidebar of navigation) expect([sidebar.id, duplicates(asProps(toSidebarItems(sidebar)))]).toEqual([sidebar.id, []]);
  });
});

describe('graph sidebar narrow-window rule', () => {
  it('starts collapsed at 1024 px or less, open above', () => {
    expect(isOpenByDefault('graph', 1024)).toBe(false);
    expect(isOpenByDefault('graph', 1025)).toBe(true);
    expect(isOpenByDefault('stream', 800)).toBe(true);
  });

  it('collapses when the window is narrowed across 1024 px, and keeps the choice otherwise', () => {
    expect(openAfterResize('graph', true, 1280, 1000)).toBe(false);
    expect(openAfterResize('graph', true, 1000, 900)).toBe(true);
    expect(openAfterResize('main', true, 1280, 1000)).toBe(true);
    expect(isSidebarOpen('graph', null, 1000)).toBe(false);
    expect(isSidebarOpen('graph', true, 1000)).toBe(true);
  });

  it("is the breakpoint of the sidebar's stylesheets, which repeat it in media queries", () => {
    const widths = ['sidebar.css', 'theme/DocSidebar/styles.module.css'].flatMap((file) =>
      [...readFileSync(path.resolve(__dirname, '..', file), 'utf8').matchAll(/max-width: (\d+)px/g)].map((m) => Number(m[1])),
    );
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([GRAPH_NARROW_BREAKPOINT]));
  });
});

describe('revealing the current page in the sidebar', () => {
  const container = { top: 100, bottom: 600, height: 500 };
  it('does nothing when the item is visible', () => {
    expect(scrollTopToReveal(container, { top: 200, bottom: 230 }, 0)).toBeNull();
  });
  it('scrolls an item below the fold to a third of the way down', () => {
    expect(scrollTopToReveal(container, { top: 1100, bottom: 1130 }, 0)).toBe(833);
  });
  it('never scrolls above the top', () => {
    expect(scrollTopToReveal(container, { top: 50, bottom: 80 }, 10)).toBe(0);
  });
});
