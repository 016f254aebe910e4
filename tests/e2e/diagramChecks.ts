/**
 * Diagrams as a reader sees them, checked on one page (diagrams.spec.ts on a sample, exhaustive/diagrams.spec.ts on
 * every page with diagrams): each diagram's smallest text renders at 11 px or more, and its full-screen view opens
 * with Enter on its link (on a phone with the whole drawing in view under a one-row toolbar, on a larger screen with
 * the text readable too), zooms with +, and closes with Esc, focus back on the link.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { routeOfFile } from '../../src/lib/builtHtml';
import { PHONE_AREA_MAX } from '../../src/plugins/diagrams/theme/Diagram/zoom';
import build from '../buildDir.cjs';

export const READABLE_PX = 11;
export const WIDTHS = [390, 1440] as const;
const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../src/plugins/diagrams/manifest.json'), 'utf8')) as Record<
  string,
  { width: number; fontSize: number }
>;
/** Every built page that shows a diagram: its route and its HTML. */
export const builtPages = readdirSync(build, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html'))
  .map((f) => ({ route: routeOfFile(f), html: readFileSync(path.join(build, f), 'utf8') }))
  .filter(({ html }) => html.includes('diagram__open'));
export const diagramPages = builtPages.map((p) => p.route).sort();
/** Pages that stand for every page with diagrams in `npm test`: the graph overview (many diagrams) and an app page. */
export const DIAGRAM_SAMPLE = ['/graph-and-cypher', '/apps/leads-management/crm-editing/overview'];
/** Keys of the diagrams the manifest records. */
export const manifestKeys = Object.keys(manifest);

/** The diagram key of an image or link URL (`/img/diagrams/<key>-light.svg`). */
const keyOf = (url: string) => /\/img\/diagrams\/([0-9a-f]{16})-(?:light|dark)\.svg$/.exec(url)?.[1] ?? url;

/** The smallest text size, in CSS px, of each diagram of the page as shown: drawn font size × shown scale. */
async function shownTextSizes(page: Page): Promise<[string, number][]> {
  const shown = await page.locator('figure.diagram img:visible').evaluateAll((images) =>
    images.map((img) => [img.getAttribute('src') ?? '', img.getBoundingClientRect().width] as [string, number]),
  );
  return shown.map(([src, width]) => {
    const entry = manifest[keyOf(src)];
    return [keyOf(src), Math.round((entry.fontSize * width) / entry.width * 10) / 10];
  });
}

/** What is wrong with the open full-screen view on a phone: the drawing not whole in view, the toolbar on more
 *  than one row or past the screen's edge. */
async function phoneViewProblems(page: Page): Promise<string[]> {
  return page.getByRole('dialog', { name: 'Diagram, full screen' }).evaluate((dialog) => {
    const problems: string[] = [];
    const area = dialog.querySelector('[role="group"]')!.getBoundingClientRect();
    const drawing = dialog.querySelector('img')!.getBoundingClientRect();
    if (drawing.left < area.left - 1 || drawing.right > area.right + 1 || drawing.top < area.top - 1 || drawing.bottom > area.bottom + 1) {
      problems.push(`drawing ${Math.round(drawing.width)}×${Math.round(drawing.height)} not whole in the ${Math.round(area.width)}×${Math.round(area.height)} view`);
    }
    const controls = Array.from(dialog.querySelectorAll('button'), (button) => button.getBoundingClientRect());
    if (new Set(controls.map((box) => Math.round(box.top))).size > 1) problems.push('toolbar on more than one row');
    if (controls.some((box) => box.right > window.innerWidth)) problems.push('toolbar past the edge of the screen');
    return problems;
  });
}

/**
 * The element's width once it differs from `before` and has stayed the same for two frames (a render and its
 * layout done), or its width after 2 s when it never changes.
 */
function widthOnceChanged(element: Locator, before: number): Promise<number> {
  return element.evaluate(
    (el, previous) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        let last = NaN;
        const check = () => {
          const width = el.getBoundingClientRect().width;
          if ((width !== previous && width === last) || performance.now() - started > 2000) resolve(width);
          else {
            last = width;
            requestAnimationFrame(check);
          }
        };
        requestAnimationFrame(check);
      }),
    before,
  );
}

/** What is wrong with the diagrams of the page on screen. */
export async function diagramProblems(page: Page): Promise<string[]> {
  const failures: string[] = [];
  for (const [key, px] of await shownTextSizes(page)) if (px < READABLE_PX) failures.push(`${key}: text at ${px} px in the page`);

  const links = page.locator('figure.diagram a.diagram__open');
  for (let i = 0; i < (await links.count()); i += 1) {
    const link = links.nth(i);
    const key = keyOf((await link.getAttribute('href')) ?? '');
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Diagram, full screen' });
    await dialog.waitFor();
    const zoomed = dialog.locator('img');
    await zoomed.evaluate((img: HTMLImageElement) => img.decode());
    // The viewer sets its first zoom (the drawing fitted to the screen) once open: measure after that render.
    const shownWidth = await widthOnceChanged(zoomed, -1);
    if (page.viewportSize()!.width <= PHONE_AREA_MAX) {
      failures.push(...(await phoneViewProblems(page)).map((problem) => `${key}: ${problem}`));
    } else {
      const px = (manifest[key].fontSize * shownWidth) / manifest[key].width;
      if (px < READABLE_PX - 0.05) failures.push(`${key}: text at ${px.toFixed(1)} px full screen`);
    }
    // The focused drawing zooms by keyboard.
    await page.keyboard.press('+');
    const zoomedIn = await widthOnceChanged(zoomed, shownWidth);
    if (!(zoomedIn > shownWidth)) failures.push(`${key}: + did not zoom in`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    if (!(await link.evaluate((a) => a === document.activeElement))) failures.push(`${key}: focus did not return to the link`);
  }
  return failures;
}
