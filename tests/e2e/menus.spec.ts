/**
 * Menus that open over the page close when the reader is done with them: on Escape (focus back on the menu's
 * button), on a press elsewhere and when Tab moves focus past them. The Products popover of the header (windows
 * from 1200 px) and the page actions' "Open in…" (every doc page, phones too).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, visit, watchedPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Menu {
  name: string;
  /** The control that opens and closes it. */
  trigger: (page: Page) => Locator;
  /** The last link inside the open menu. */
  item: (page: Page) => Locator;
  /** Whether the menu is open. */
  isOpen: (page: Page) => Promise<boolean>;
  widths: number[];
}

const MENUS: Menu[] = [
  {
    name: 'Products popover',
    trigger: (page) => page.getByRole('button', { name: 'Products' }),
    item: (page) => page.getByRole('region', { name: 'Products' }).getByRole('link').last(),
    isOpen: (page) => page.getByRole('button', { name: 'Products' }).evaluate((el) => el.getAttribute('aria-expanded') === 'true'),
    widths: [1440],
  },
  {
    name: '"Open in…"',
    trigger: (page) => page.locator('article summary', { hasText: 'Open in…' }),
    item: (page) => page.getByRole('link', { name: 'Open in Claude' }),
    isOpen: (page) =>
      page.locator('article details', { has: page.locator('summary', { hasText: 'Open in…' }) }).evaluate((el) => (el as HTMLDetailsElement).open),
    widths: [390, 1440],
  },
];

const cases = MENUS.flatMap((menu) => menu.widths.map((width) => [menu.name, width, menu] as const));

async function openMenu(page: Page, menu: Menu) {
  await menu.trigger(page).click();
  await menu.item(page).waitFor({ state: 'visible' });
}

async function openPage(width: number, menu: Menu) {
  const touch = width < 600;
  const { page, problems } = await watchedPage(browser, { viewport: { width, height: 844 }, isMobile: touch, hasTouch: touch });
  await visit(page, '/stream');
  await openMenu(page, menu);
  return { page, problems, touch };
}

describe.each(cases)('%s at %i px', (_name, width, menu) => {
  it('closes on Escape and gives focus back to its button', async () => {
    const { page } = await openPage(width, menu);
    await menu.item(page).focus();
    await page.keyboard.press('Escape');
    await expect(menu.isOpen(page)).resolves.toBe(false);
    await expect(menu.item(page).isVisible()).resolves.toBe(false);
    await expect(menu.trigger(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('closes on a click or tap elsewhere', async () => {
    const { page, touch } = await openPage(width, menu);
    // Elsewhere: on the article's first paragraph (the inside is the unit tests': its presses follow links).
    const text = (await page.locator('article p').first().boundingBox())!;
    const [x, y] = [text.x + 5, text.y + text.height / 2];
    await (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    await expect(menu.isOpen(page)).resolves.toBe(false);
  });

  it('closes when Tab moves focus past it', async () => {
    const { page } = await openPage(width, menu);
    await menu.item(page).focus();
    await page.keyboard.press('Tab');
    await expect(menu.isOpen(page)).resolves.toBe(false);
  });
});
