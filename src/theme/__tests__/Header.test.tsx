import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route } from 'react-router-dom';
import { LayoutStateProvider } from '@site/src/lib/layoutState';
import ProductsPopover from '@site/src/theme/Navbar/Content/ProductsPopover';
import Footer from '@site/src/theme/Footer';

function renderAt(ui: React.ReactElement, path = '/stream') {
  const location: { current?: { pathname: string; search: string } } = {};
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <LayoutStateProvider>
        {ui}
        <Route render={({ location: l }) => { location.current = l; return null; }} />
      </LayoutStateProvider>
    </MemoryRouter>,
  );
  return { ...result, location };
}

describe('Products popover', () => {
  it('opens and closes on click, with aria-expanded and aria-controls', () => {
    renderAt(<ProductsPopover />);
    const button = screen.getByRole('button', { name: /Products/ });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByRole('link', { name: /Ampere/ })).toHaveAttribute('href', 'https://bangdb.com/ampere');
    expect(screen.getByRole('link', { name: /BangDB.*Multi-model/ })).toHaveAttribute('href', 'https://bangdb.com/product');
    expect(screen.getByRole('link', { name: /Watch Demo/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=KlJrUEQLe20');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to its button', () => {
    renderAt(<ProductsPopover />);
    const button = screen.getByRole('button', { name: /Products/ });
    fireEvent.click(button);
    screen.getByRole('link', { name: /Ampere/ }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside', () => {
    renderAt(<><p>outside</p><ProductsPopover /></>);
    const button = screen.getByRole('button', { name: /Products/ });
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('link', { name: /Ampere/ }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves on past it (Tab to the next header control)', () => {
    renderAt(<><ProductsPopover /><a href="/download">Download</a></>);
    const button = screen.getByRole('button', { name: /Products/ });
    fireEvent.click(button);
    act(() => screen.getByRole('link', { name: /Ampere/ }).focus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('link', { name: 'Download' }).focus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('footer', () => {
  it('has the 2023 copyright and named social links opening in a new tab', () => {
    renderAt(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2023 BangDB. All Rights Reserved.');
    expect(screen.getByRole('link', { name: 'BangDB' })).toHaveAttribute('href', 'https://bangdb.com');
    for (const [name, href] of [
      ['BangDB on Facebook', 'https://www.facebook.com/Iqlect'],
      ['BangDB on Twitter', 'https://twitter.com/iqlect'],
      ['BangDB source code on GitHub', 'https://github.com/sachin-sinha/BangDB'],
    ]) {
      const a = screen.getByRole('link', { name });
      expect(a).toHaveAttribute('href', href);
      expect(a).toHaveAttribute('target', '_blank');
    }
  });
});
