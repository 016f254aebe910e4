/**
 * Accessibility layer: axe-core (WCAG 2.0/2.1 A + AA) over a sample of pages covering every area and page kind, each
 * in light or dark mode (both on the list; the other mode of each, and the other kinds: exhaustive/a11y.spec.ts), with
 * no serious or critical violation; and keyboard access with a
 * visible focus indicator on everything interactive a reader tabs through.
 */
import type { Browser, Page } from 'playwright-core';
import { launch, sharedPage, visit } from './browser';
import { SAMPLES, axeCases, expectNoBlockingViolation, pageIn } from './axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('axe: no serious or critical WCAG 2.1 A/AA violations (each kind in the other mode, and every sampled kind: exhaustive/a11y.spec.ts)', () => {
  it('samples at least 12 pages in all', () => {
    expect(new Set(SAMPLES.map((s) => s.path)).size).toBeGreaterThanOrEqual(12);
  });

  it.each(axeCases('npm test'))('%s (%s) in %s mode', async (_kind, _path, _modes, sample, modes) => {
    await expectNoBlockingViolation(browser, sample, modes);
  });
});

interface Focus {
  label: string;
  visible: boolean;
  style: string;
}

interface Target {
  name: string;
  /** Whether the currently focused element is this target. */
  matches: string;
}

/** Run in the page: which of `targets` the focused element is, and what its focus shows (an outline of some width, or
 *  a box-shadow). */
function focusedStop(targets: Target[]): { hits: string[]; focus: Focus } {
  const el = document.activeElement as HTMLElement | null;
  const hits = targets.filter((t) => el?.matches(t.matches)).map((t) => t.name);
  if (!el || el === document.body) return { hits, focus: { label: '(body)', visible: false, style: '' } };
  const cs = getComputedStyle(el);
  const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1;
  const shadow = cs.boxShadow !== 'none' && cs.boxShadow !== '';
  const label = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  return { hits, focus: { label, visible: outline || shadow, style: `outline: ${cs.outlineStyle} ${cs.outlineWidth}; box-shadow: ${cs.boxShadow}` } };
}

/** What the focused element shows: an outline of some width, or a box-shadow. */
const focusIndicator = async (page: Page): Promise<Focus> => (await page.evaluate(focusedStop, [])).focus;

/** Tabs through the page (up to `limit` stops), recording which targets were reached and how focus looked. */
async function tabThrough(page: Page, targets: Target[], limit = 400): Promise<{ reached: Set<string>; unringed: string[] }> {
  const reached = new Set<string>();
  const unringed: string[] = [];
  for (let i = 0; i < limit && (targets.length === 0 || reached.size < targets.length); i += 1) {
    await page.keyboard.press('Tab');
    const { hits, focus } = await page.evaluate(focusedStop, targets); // one round trip a stop
    if (focus.label !== '(body)' && !focus.visible) unringed.push(`${focus.label} (${focus.style})`);
    for (const hit of hits) reached.add(hit);
  }
  return { reached, unringed };
}

describe('keyboard', () => {
  it.each(['light', 'dark'] as const)('reaches header, sidebar, article and footer with a visible focus ring (%s)', async (mode) => {
    const page = await pageIn(browser, mode);
    await visit(page, '/stream');
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(mode);
    const targets: Target[] = [
      { name: 'skip link', matches: '.skipToContent_fXgn, a[href="#__docusaurus_skipToContent_fallback"]' },
      { name: 'header link', matches: 'nav[aria-label="BangDB site"] a' },
      { name: 'Products button', matches: 'button[aria-controls][aria-expanded]' },
      { name: 'search box', matches: 'input[type="search"]' },
      { name: 'colour-mode toggle', matches: '.navbar button[title*="mode" i], .navbar button[aria-label*="mode" i]' },
      { name: 'Download button', matches: '.navbar a.button' },
      { name: 'sidebar toggle', matches: 'button[aria-label="Collapse sidebar"]' },
      { name: 'sidebar filter', matches: '.theme-doc-sidebar-container input' },
      { name: 'sidebar link', matches: '.theme-doc-sidebar-menu a' },
      { name: 'article link', matches: 'article .markdown a' },
      { name: 'footer link', matches: 'footer a' },
    ];
    const { reached, unringed } = await tabThrough(page, targets, 600);
    expect(targets.map((t) => t.name).filter((n) => !reached.has(n))).toEqual([]);
    expect(unringed).toEqual([]);
  });

  describe('in light mode', () => {
    const shared = sharedPage(() => browser, { colorScheme: 'light' });

    it.each(['/', '/graph-and-cypher', '/search?q=stream', '/no-such-page'])('every tab stop on %s shows a focus ring', async (path) => {
      const { page } = shared;
      await visit(page, path);
      if (path.startsWith('/search?')) await page.waitForSelector('section[aria-label="Search results"] li', { timeout: 20_000 });
      const { unringed } = await tabThrough(page, [], 150);
      expect(unringed).toEqual([]);
    });
  });

  it('opens the Products popover from the keyboard and tabs into it', async () => {
    const page = await pageIn(browser, 'light');
    await visit(page, '/stream');
    const button = page.getByRole('button', { name: 'Products' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Products' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Tab');
    const focus = await focusIndicator(page);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="region"]'))).toBe(true);
    expect(focus).toMatchObject({ visible: true });
    await page.keyboard.press('Escape');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it.each(['light', 'dark'] as const)('phone menu: opened, walked and closed by keyboard alone, with a ring on every stop (%s)', async (mode) => {
    const page = await pageIn(browser, mode, { width: 390, height: 800 });
    await visit(page, '/stream');
    const { reached } = await tabThrough(page, [{ name: 'menu button', matches: 'button[aria-haspopup="dialog"]' }], 40);
    expect([...reached]).toEqual(['menu button']);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    const inside = await tabThrough(
      page,
      [
        { name: 'close button', matches: 'dialog button[aria-label="Close menu"]' },
        { name: 'filter', matches: 'dialog input' },
        { name: 'area page', matches: 'dialog .theme-doc-sidebar-menu a' },
        { name: 'site link', matches: 'dialog nav[aria-label="BangDB site (mobile)"] a' },
        { name: 'Download', matches: 'dialog a.button' },
      ],
      80,
    );
    expect([...inside.reached].sort()).toEqual(['Download', 'area page', 'close button', 'filter', 'site link']);
    expect(inside.unringed).toEqual([]);
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
  });

  it.each(['light', 'dark'] as const)('REST page: Try it, language tabs and Send are keyboard operable with a ring (%s)', async (mode) => {
    const page = await pageIn(browser, mode);
    await visit(page, '/rest-api/get-the-server-stats');
    const tryIt = page.getByRole('button', { name: /Try it/ });
    // Reach "Try it" by tabbing, then press it.
    const { reached, unringed } = await tabThrough(page, [{ name: 'Try it', matches: 'main [class*="launcher"] button' }], 600);
    expect([...reached]).toContain('Try it');
    expect(unringed).toEqual([]);
    await tryIt.focus();
    expect(await focusIndicator(page)).toMatchObject({ visible: true });
    await page.keyboard.press('Enter');
    const tabs = page.locator('.openapi-tabs__code-item');
    await tabs.first().waitFor();
    const more = await tabThrough(
      page,
      [
        { name: 'language tab', matches: '.openapi-tabs__code-item' },
        { name: 'Send', matches: 'button.openapi-explorer__request-btn, button[class*="request-btn"]' },
      ],
      200,
    );
    expect(more.unringed).toEqual([]);
    expect([...more.reached].sort()).toEqual(['Send', 'language tab']);
  });
});
