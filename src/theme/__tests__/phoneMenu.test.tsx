/**
 * The header's one menu (src/theme/Navbar/Content/MobileMenu): a modal dialog that holds the site links and, where
 * the window has no room for it, the area sidebar with its filter (put there by src/features/sidebar/theme/DocSidebar
 * through the navbar's secondary-menu slot). Escape and the modal behaviour itself are the browser's:
 * tests/e2e/header.spec.ts.
 */
import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import { NavbarProvider } from '@docusaurus/theme-common/internal';
import { LayoutStateProvider } from '@site/src/lib/layoutState';
import MobileMenu from '@site/src/theme/Navbar/Content/MobileMenu';
import DocSidebar from '@site/src/features/sidebar/theme/DocSidebar';

// Area names come from the area-labels plugin's global data, which exists only in a build.
jest.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) => (name === 'area-labels' ? { stream: 'Stream' } : undefined),
}));

// The page's own (desktop) sidebar is the theme's; the menu's copy is the wrapper's AreaMenu, under test here.
jest.mock('@theme-init/DocSidebar', () => () => <nav aria-label="Docs sidebar" />);

// jsdom has <dialog> but not its modal methods: open/close as the browser does, with the `close` event.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});

const streamSidebar: PropSidebarItem[] = [
  {
    type: 'category',
    label: 'Stream in BangDB',
    collapsed: false,
    collapsible: true,
    items: [
      { type: 'link', label: 'Overview', href: '/stream', docId: 'stream', unlisted: false },
      { type: 'link', label: 'Group By', href: '/group-by', docId: 'group-by', unlisted: false },
      { type: 'link', label: 'Join', href: '/join', docId: 'join', unlisted: false },
    ],
  },
];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** The header's menu and, as on a docs page, the area sidebar, under the navbar's providers. */
function renderPage(width: number, withSidebar = true) {
  setWidth(width);
  return render(
    <MemoryRouter initialEntries={['/stream']}>
      <LayoutStateProvider>
        <NavbarProvider>
          <MobileMenu />
          {withSidebar && (
            <DocsSidebarProvider name="stream" items={streamSidebar}>
              <DocSidebar sidebar={streamSidebar} path="/stream" onCollapse={() => undefined} isHidden={false} />
            </DocsSidebarProvider>
          )}
        </NavbarProvider>
      </LayoutStateProvider>
    </MemoryRouter>,
  );
}

function openMenu() {
  const button = screen.getByRole('button', { name: 'Open menu' });
  fireEvent.click(button);
  return { button, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('phone menu', () => {
  it('is a button that opens a dialog named Menu with the six site links, the products and Download', () => {
    renderPage(1100, false);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const { dialog } = openMenu();
    expect(dialog).toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const site = within(dialog).getByRole('navigation', { name: 'BangDB site (mobile)' });
    expect(within(site).getAllByRole('link').map((a) => a.textContent)).toEqual(['Pricing', 'Docs', 'Blog', 'About', 'Contact', 'Resources']);
    expect(within(site).getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('link', { name: /Ampere/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://bangdb.com/download');
  });

  it('holds the area sidebar with its filter on a phone, and not where the page shows the sidebar', () => {
    const { unmount } = renderPage(390);
    const { dialog } = openMenu();
    const area = within(dialog).getByRole('navigation', { name: 'Stream pages' });
    expect(within(area).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    fireEvent.change(within(area).getByRole('textbox', { name: 'Filter this sidebar' }), { target: { value: 'group' } });
    expect(within(area).getAllByRole('link').map((a) => a.textContent)).toEqual(['Group By']);
    unmount();

    renderPage(1100);
    const wide = openMenu().dialog;
    expect(within(wide).queryByRole('textbox', { name: 'Filter this sidebar' })).toBeNull();
    expect(screen.getAllByRole('textbox', { name: 'Filter this sidebar' })).toHaveLength(1); // the page's own sidebar
  });

  it('keeps Tab inside: from the last stop to the first, with Shift from the first to the last', () => {
    renderPage(390);
    const { dialog } = openMenu();
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const download = within(dialog).getByRole('link', { name: 'Download' });
    download.focus();
    fireEvent.keyDown(download, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(download).toHaveFocus();
  });

  it('closes when a link is chosen or the close button is pressed, and gives focus back to the menu button', () => {
    renderPage(390);
    let { button, dialog } = openMenu();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Group By' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    ({ button, dialog } = openMenu());
    act(() => within(dialog).getByRole('button', { name: 'Close menu' }).click());
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });
});
