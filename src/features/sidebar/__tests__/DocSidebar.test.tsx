import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import { LayoutStateProvider } from '@site/src/lib/layoutState';
import { getSidebar } from '@site/src/nav';
import { toSidebarItems } from '@site/src/nav/toSidebar';
import DocSidebar from '@site/src/features/sidebar/theme/DocSidebar';
import AreaMenu from '@site/src/features/sidebar/theme/DocSidebar/AreaMenu';

// Area names come from the area-labels plugin's global data, which exists only in a build.
jest.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) => (name === 'area-labels' ? {} : undefined),
}));

// The wrapper is under test, not the theme's menu: a flat stand-in renders what the wrapper passes down.
jest.mock('@theme-init/DocSidebar', () => {
  function flatten(items: PropSidebarItem[]): PropSidebarItem[] {
    return items.flatMap((i) => (i.type === 'category' ? [i, ...flatten(i.items)] : [i]));
  }
  return function FakeDocSidebar({ sidebar, path }: { sidebar: PropSidebarItem[]; path: string }) {
    return (
      <nav className="menu" data-path={path}>
        {flatten(sidebar).map((i, n) =>
          i.type === 'category' ? <span key={n}>{i.label}</span> : i.type === 'link' ? <a key={n} href={i.href}>{i.label}</a> : null,
        )}
      </nav>
    );
  };
});

/** The sidebar as the docs plugin hands it to the theme: doc items become links with their routes. */
function propSidebar(id: Parameters<typeof getSidebar>[0], base: string): PropSidebarItem[] {
  const convert = (items: ReturnType<typeof toSidebarItems>): PropSidebarItem[] =>
    items.map((item) => {
      if (typeof item !== 'object' || !('type' in item)) throw new Error('unexpected item');
      if (item.type === 'category') return { type: 'category', label: item.label, collapsed: true, collapsible: true, items: convert(item.items as never) } as PropSidebarItem;
      if (item.type === 'doc') return { type: 'link', label: item.label, href: `${base}/${item.id}`, docId: item.id, unlisted: false, customProps: item.customProps } as PropSidebarItem;
      if (item.type === 'link') return { type: 'link', label: item.label, href: item.href, customProps: item.customProps } as PropSidebarItem;
      throw new Error('unexpected item');
    });
  return convert(toSidebarItems(getSidebar(id)));
}

function renderSidebar(id: Parameters<typeof getSidebar>[0], base: string, url: string) {
  const items = propSidebar(id, base);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <LayoutStateProvider>
        <DocsSidebarProvider name={id} items={items}>
          <DocSidebar sidebar={items} path={url.split('?')[0]} onCollapse={() => undefined} isHidden={false} />
        </DocsSidebarProvider>
      </LayoutStateProvider>
    </MemoryRouter>,
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => setWidth(1280));

describe('area sidebar wrapper', () => {
  it('keeps the query string on every sidebar link', () => {
    renderSidebar('leads-management', '/apps', '/apps/leads-management/edit-lead?app=leads_selling');
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(60);
    for (const a of links) expect(a.getAttribute('href')).toContain('?app=leads_selling');
  });

  it('shows Create CRM second in the first section only with app=leads_selling', () => {
    const { unmount } = renderSidebar('leads-management', '/apps', '/apps/leads-management/edit-lead?app=leads_selling');
    const labels = screen.getAllByRole('link').map((a) => a.textContent);
    expect(labels.slice(0, 2)).toEqual(['Overview', 'Create CRM']);
    unmount();
    renderSidebar('leads-management', '/apps', '/apps/leads-management/edit-lead');
    expect(screen.queryByRole('link', { name: 'Create CRM' })).toBeNull();
  });

  it('filters the tree as the reader types, with a clear button and a no-match line', () => {
    renderSidebar('stream', '', '/stream');
    const filter = screen.getByRole('textbox', { name: 'Filter this sidebar' });
    fireEvent.change(filter, { target: { value: 'JOIN' } });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Join', 'Overview', 'Example 1', 'Example 2', 'Example 3']);
    fireEvent.change(filter, { target: { value: 'nothing-like-this' } });
    expect(screen.getByRole('status')).toHaveTextContent('No matching pages');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(filter).toHaveValue('');
    expect(screen.getAllByRole('link')).toHaveLength(16);
  });

  it('toggles open and collapsed with aria-expanded', () => {
    const { container } = renderSidebar('stream', '', '/stream');
    const root = container.querySelector('[data-sidebar-state]');
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(root).toHaveAttribute('data-sidebar-state', 'open');
    fireEvent.click(toggle);
    expect(root).toHaveAttribute('data-sidebar-state', 'collapsed');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts the graph sidebar collapsed at 1024 px or less', () => {
    setWidth(1000);
    const { container } = renderSidebar('graph', '', '/graph-and-cypher');
    expect(container.querySelector('[data-sidebar-state]')).toHaveAttribute('data-sidebar-state', 'collapsed');
  });

  it('collapses the graph sidebar when the window is narrowed to 1024 px', () => {
    const { container } = renderSidebar('graph', '', '/graph-and-cypher');
    const root = container.querySelector('[data-sidebar-state]');
    expect(root).toHaveAttribute('data-sidebar-state', 'open');
    act(() => setWidth(1024));
    expect(root).toHaveAttribute('data-sidebar-state', 'collapsed');
  });

  it('leaves other sidebars open on narrow windows', () => {
    setWidth(1000);
    const { container } = renderSidebar('stream', '', '/stream');
    expect(container.querySelector('[data-sidebar-state]')).toHaveAttribute('data-sidebar-state', 'open');
  });
});

describe('filter in the theme\'s own tree (the header menu\'s copy of the sidebar)', () => {
  function renderMenu() {
    const items = propSidebar('main', '');
    return render(
      <MemoryRouter initialEntries={['/bangdb-config']}>
        <LayoutStateProvider>
          <AreaMenu sidebar={items} path="/bangdb-config" label="Docs" />
        </LayoutStateProvider>
      </MemoryRouter>,
    );
  }
  const shownLinks = () => screen.getAllByRole('link').map((a) => a.textContent);

  it('opens every section holding a match, whatever sat at its place before', () => {
    renderMenu();
    expect(screen.queryByRole('link', { name: 'Stream Commands' })).toBeNull(); // folded before filtering
    const filter = screen.getByRole('textbox', { name: 'Filter this sidebar' });
    fireEvent.change(filter, { target: { value: 'stream' } });
    expect(shownLinks()).toEqual(['Stream Manager', 'Stream Manager', 'Stream Commands']);
    fireEvent.change(filter, { target: { value: 'cli' } });
    expect(shownLinks()).toEqual(['Overview', 'DB Commands', 'BRS Commands', 'Stream Commands', 'ML Commands', 'Replication Commands', 'Agent Commands', 'CLI Commands']);
    fireEvent.change(filter, { target: { value: 'table' } });
    expect(shownLinks()).toEqual(['Introduction', 'Normal Table', 'Wide Table', 'Large Table', 'Primitive Table', 'Table', 'TableEnv', 'Table', 'TableEnv']);
  });

  it('folds the sections again when the filter is cleared, but the current page\'s', () => {
    renderMenu();
    const filter = screen.getByRole('textbox', { name: 'Filter this sidebar' });
    fireEvent.change(filter, { target: { value: 'stream' } });
    fireEvent.change(filter, { target: { value: '' } });
    expect(screen.queryByRole('link', { name: 'Stream Commands' })).toBeNull();
    expect(screen.getByRole('link', { name: 'BangDB Config' })).toBeInTheDocument();
  });
});
