/**
 * The diagram component (src/plugins/diagrams/theme/Diagram): natural-size images, a full-screen link that is a
 * plain link to the SVG without JavaScript, and a viewer that opens on it, zooms by keys and buttons, closes with
 * Esc and gives focus back to the link. Plus the viewer's zoom rules.
 */
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ColorModeProvider } from '@docusaurus/theme-common/internal';
import PrerenderedDiagram from '@site/src/plugins/diagrams/theme/Diagram';
import { MIN_ZOOM, PHONE_AREA_MAX, READABLE_PX, fitZoom, initialZoom, zoomForKey, zoomIn, zoomOut } from '@site/src/plugins/diagrams/theme/Diagram/zoom';
import manifest from '@site/src/plugins/diagrams/manifest.json';

const props = { light: '/img/diagrams/k-light.svg', dark: '/img/diagrams/k-dark.svg', width: '1200', height: '300', fontSize: '16', alt: 'Flowchart: a; b.' };

// jsdom has no <dialog> behaviour (modal opening and closing as the browser does it: close fires `close`) and no
// matchMedia, which the theme's real colour-mode provider subscribes to.
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('zoom rules', () => {
  it('opens fitted to the width on a larger screen, never above natural size and never below readable text', () => {
    const area = { width: 900, height: 700 };
    expect(initialZoom({ width: 800, height: 400, fontSize: 16 }, { width: 1600, height: 900 })).toBe(1);
    expect(initialZoom({ width: 1200, height: 400, fontSize: 16 }, area)).toBe(0.75);
    expect(initialZoom({ width: 2000, height: 400, fontSize: 16 }, area)).toBe(READABLE_PX / 16);
    expect(initialZoom({ width: 2000, height: 400, fontSize: 16 }, area) * 16).toBeGreaterThanOrEqual(READABLE_PX);
  });

  it('opens with the whole drawing in view on a phone, never above natural size', () => {
    const phone = { width: 358, height: 700 }; // a 390 px screen less the padding
    expect(phone.width).toBeLessThanOrEqual(PHONE_AREA_MAX);
    expect(initialZoom({ width: 2000, height: 400, fontSize: 16 }, phone)).toBeCloseTo(358 / 2000);
    expect(initialZoom({ width: 300, height: 1400, fontSize: 16 }, phone)).toBe(0.5);
    expect(initialZoom({ width: 200, height: 100, fontSize: 16 }, phone)).toBe(1);
  });

  it('can fit every diagram of the site whole on a phone (the smallest zoom allows it)', () => {
    for (const [name, d] of Object.entries(manifest as Record<string, { width: number; height: number }>)) {
      expect([name, Math.min(358 / d.width, 700 / d.height) >= MIN_ZOOM]).toEqual([name, true]);
    }
  });

  it('fits the whole drawing, zooms in steps within bounds, and maps the zoom keys', () => {
    expect(fitZoom(1000, 500, 500, 1000)).toBe(0.5);
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1.25)).toBe(1);
    expect(zoomIn(4)).toBe(4);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
    expect(zoomForKey('+', 1)).toBe(1.25);
    expect(zoomForKey('-', 1)).toBe(0.8);
    expect(zoomForKey('0', 2)).toBe(1);
    expect(zoomForKey('a', 1)).toBeUndefined();
  });
});

describe('PrerenderedDiagram', () => {
  const mount = () => render(<ColorModeProvider><PrerenderedDiagram {...props} /></ColorModeProvider>);

  it('renders both images at natural size and a link to the SVG (what a reader without JavaScript follows)', () => {
    const { container } = mount();
    const [light, dark] = Array.from(container.querySelectorAll('img'));
    expect(light).toHaveAttribute('src', '/img/diagrams/k-light.svg');
    expect(light).toHaveClass('diagram__light');
    expect(dark).toHaveAttribute('src', '/img/diagrams/k-dark.svg');
    for (const img of [light, dark]) {
      expect(img).toHaveAttribute('alt', 'Flowchart: a; b.');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '300']);
    }
    expect(screen.getByRole('link', { name: 'Open diagram full screen' })).toHaveAttribute('href', '/img/diagrams/k-light.svg');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the viewer on the link, zooms with keys and buttons, and closes with Esc back to the link', async () => {
    mount();
    const link = screen.getByRole('link', { name: 'Open diagram full screen' });
    link.focus();
    fireEvent.click(link);
    // The viewer's code loads on demand (a dynamic import), which can take a moment on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Diagram, full screen' }, { timeout: 10_000 });
    expect(dialog).toHaveAttribute('open');
    const area = screen.getByRole('group', { name: /arrow keys scroll/ });
    expect(area).toHaveFocus();
    // jsdom lays nothing out (an area 0 px wide, taken for a phone's): the opening zoom is the smallest.
    const zoomed = dialog.querySelector('img')!;
    expect(zoomed).toHaveAttribute('width', String(Math.round(1200 * MIN_ZOOM)));
    fireEvent.keyDown(area, { key: '0' });
    expect(zoomed).toHaveAttribute('width', '1200');
    fireEvent.keyDown(area, { key: '+' });
    expect(zoomed).toHaveAttribute('width', '1500');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoomed).toHaveAttribute('width', '1200');
    expect(dialog.querySelector('[aria-live="polite"]')).toHaveTextContent('Zoom 100 %');
    // Esc: the browser closes a modal dialog and fires `close`.
    act(() => (dialog as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
  });

  it('leaves a modified click (new tab) to the browser', () => {
    mount();
    const link = screen.getByRole('link', { name: 'Open diagram full screen' });
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
