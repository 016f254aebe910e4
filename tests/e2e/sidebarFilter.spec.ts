/**
 * The sidebar filter as a reader uses it, in every area's sidebar and in the phone menu's copy of it: each word
 * typed shows every page it finds (by its title or a section's title above it) and opens every section on the way,
 * whatever the reader had open before; a word no page has says so.
 */
import type { Browser, Locator } from 'playwright-core';
import { firstPath, isSection, navigation, type NavItem, type NavSidebar } from '../../src/nav';
import { titleHas } from '../../src/features/sidebar/sidebarItems';
import { launch, sharedPage, visit } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const WORDS = ['stream', 'overview', 'table', 'ml', 'cli'];

interface Found {
  pages: string[];
  sections: string[];
}

/** What the filter should show for `word` in a sidebar of the navigation model (variant entries need their query). */
function expected(sidebar: NavSidebar, word: string): Found {
  const found: Found = { pages: [], sections: [] };
  const walk = (items: readonly NavItem[], aboveHas: boolean): boolean =>
    items.reduce((any, item) => {
      const has = aboveHas || titleHas(item.title, word);
      if (!isSection(item)) {
        if (has) found.pages.push(item.path);
        return any || has;
      }
      const holds = walk(item.children, has);
      if (holds) found.sections.push(item.title);
      return any || holds;
    }, false);
  walk(sidebar.overview ? [sidebar.overview, ...sidebar.items] : sidebar.items, false);
  return { pages: found.pages.sort(), sections: found.sections.sort() };
}

/** The pages (links) and sections the sidebar's tree shows: rendered, not inside a folded section. */
function shown(tree: Locator): Promise<Found> {
  return tree.evaluate((root) => {
    const visible = (el: Element) => el.checkVisibility();
    const pages = Array.from(root.querySelectorAll<HTMLAnchorElement>('a.menu__link[href]:not([href="#"])'))
      .filter(visible)
      .map((a) => a.pathname + a.hash);
    const sections = Array.from(root.querySelectorAll('li.theme-doc-sidebar-item-category'))
      .filter((li) => visible(li) && !li.classList.contains('menu__list-item--collapsed'))
      .map((li) => li.querySelector('.menu__link')!.textContent!.trim());
    return { pages: pages.sort(), sections: sections.sort() };
  });
}

async function checkEveryWord(filter: Locator, tree: Locator, sidebar: NavSidebar) {
  const wrong: string[] = [];
  for (const word of WORDS) {
    const want = expected(sidebar, word);
    // React renders the narrowed tree while it handles the input event, before fill() returns.
    await filter.fill(word);
    const got = await shown(tree);
    if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`"${word}": shows ${JSON.stringify(got)}, should show ${JSON.stringify(want)}`);
  }
  await filter.fill('');
  return wrong;
}

describe('the filter finds every page and opens every section holding one at 1440 px', () => {
  const shared = sharedPage(() => browser, { viewport: { width: 1440, height: 900 } });

  it.each(navigation.map((s) => [s.id, s] as const))('in the %s sidebar', async (_id, sidebar) => {
    const { page } = shared;
    await visit(page, firstPath(sidebar.id));
    const slider = page.locator('[data-sidebar-state]');
    const wrong = await checkEveryWord(slider.getByRole('textbox', { name: 'Filter this sidebar' }), slider.locator('.theme-doc-sidebar-menu').first(), sidebar);
    expect(wrong).toEqual([]);
  });

  it('filters the tree as the reader types, and says when nothing matches', async () => {
    const { page } = shared;
    await visit(page, '/stream');
    await page.getByRole('textbox', { name: 'Filter this sidebar' }).fill('example');
    const links = page.locator('.theme-doc-sidebar-menu .theme-doc-sidebar-item-link a');
    await expect(links.allTextContents()).resolves.toEqual(['Example 1', 'Example 2', 'Example 3']);
    await page.getByRole('textbox', { name: 'Filter this sidebar' }).fill('zzzz');
    await expect(page.getByText('No matching pages').isVisible()).resolves.toBe(true);
  });
});

describe('the filter finds every page and opens every section holding one in the phone menu at 390 px', () => {
  const shared = sharedPage(() => browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  it.each(navigation.map((s) => [s.id, s] as const))('in the %s sidebar', async (_id, sidebar) => {
    const { page } = shared;
    await visit(page, firstPath(sidebar.id));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    const wrong = await checkEveryWord(menu.getByRole('textbox', { name: 'Filter this sidebar' }), menu.locator('.theme-doc-sidebar-menu'), sidebar);
    expect(wrong).toEqual([]);
  });
});
