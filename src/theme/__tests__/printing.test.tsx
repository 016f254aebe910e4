/**
 * What a printed page needs from the components (the print stylesheet itself is checked in the browser,
 * tests/e2e/print.spec.ts): a label on every tab panel, and light colours while printing.
 */
import React from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ScrollControllerProvider } from '@docusaurus/theme-common/internal';
import Tabs from '@site/src/theme/Tabs';
import TabItem from '@theme/TabItem';
import { usePrintInLightMode } from '@site/src/lib/printMode';

describe('tabs in print', () => {
  it("gives every panel, the hidden ones too, its tab's label (the value when there is no label)", () => {
    const { container } = render(
      <MemoryRouter>
        <ScrollControllerProvider>
          <Tabs>
            <TabItem value="cpp" label="C++">
              <p>cpp sample</p>
            </TabItem>
            <TabItem value="java">
              <p>java sample</p>
            </TabItem>
          </Tabs>
        </ScrollControllerProvider>
      </MemoryRouter>,
    );
    const panels = Array.from(container.querySelectorAll('[role="tabpanel"]'));
    expect(panels.map((p) => p.querySelector('.bdb-print-tab-label')?.textContent)).toEqual(['C++', 'java']);
    expect(panels.map((p) => p.hasAttribute('hidden'))).toEqual([false, true]);
    expect(screen.getByText('java sample')).toBeInTheDocument();
    expect(container.querySelector('.bdb-tabs .tabs-container')).not.toBeNull(); // the print rules' scope
  });
});

describe('printing in light colours', () => {
  afterEach(() => document.documentElement.removeAttribute('data-theme'));

  it('switches a dark page to light while it prints and back afterwards', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    renderHook(() => usePrintInLightMode());
    window.dispatchEvent(new Event('beforeprint'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('leaves the page alone when no print started, and stops listening when unmounted', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    const { unmount } = renderHook(() => usePrintInLightMode());
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    unmount();
    window.dispatchEvent(new Event('beforeprint'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });
});
