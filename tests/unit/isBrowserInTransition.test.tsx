import React, { Suspense, lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { BROWSER_RENDERED_ATTRIBUTE, IsBrowserInTransition } from '@site/src/lib/isBrowserInTransition';

let seen: boolean[] = [];
function Probe() {
  const isBrowser = useIsBrowser();
  seen.push(isBrowser);
  return <p>{isBrowser ? 'in the browser' : 'not yet'}</p>;
}

describe('IsBrowserInTransition', () => {
  it('renders as on the server first (what hydration compares with), then turns useIsBrowser() and BrowserOnly on', () => {
    seen = [];
    document.documentElement.removeAttribute(BROWSER_RENDERED_ATTRIBUTE);
    render(
      <IsBrowserInTransition>
        <Probe />
        <BrowserOnly fallback={<p>placeholder</p>}>{() => <p>browser-only part</p>}</BrowserOnly>
      </IsBrowserInTransition>,
    );
    expect(seen[0]).toBe(false);
    expect(screen.getByText('in the browser')).toBeTruthy();
    expect(screen.getByText('browser-only part')).toBeTruthy();
    // What the browser tests wait for before reading a page.
    expect(document.documentElement.getAttribute(BROWSER_RENDERED_ATTRIBUTE)).toBe('true');
  });

  it('marks <html> only after the browser-only parts have committed', () => {
    document.documentElement.removeAttribute(BROWSER_RENDERED_ATTRIBUTE);
    const marked: (string | null)[] = [];
    function Part() {
      // Rendered while the transition is under way: the page is not marked yet.
      marked.push(document.documentElement.getAttribute(BROWSER_RENDERED_ATTRIBUTE));
      return <p>part</p>;
    }
    render(<IsBrowserInTransition><BrowserOnly>{() => <Part />}</BrowserOnly></IsBrowserInTransition>);
    expect(marked).toEqual([null]);
    expect(document.documentElement.getAttribute(BROWSER_RENDERED_ATTRIBUTE)).toBe('true');
  });

  // Observable only for a transition: when the browser-only part suspends, React keeps the server content on screen
  // instead of replacing it with the Suspense fallback, as it does for an urgent update.
  it('flips in a transition: a suspending browser-only part keeps the server content shown', async () => {
    let load!: () => void;
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const Later = lazy(() => loaded.then(() => ({ default: () => <p>browser content</p> })));
    function Page() {
      return <Suspense fallback={<p>fallback</p>}>{useIsBrowser() ? <Later /> : <p>server content</p>}</Suspense>;
    }
    render(<IsBrowserInTransition><Page /></IsBrowserInTransition>);
    expect(screen.getByText('server content')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    await act(async () => {
      load();
      await loaded;
    });
    expect(await screen.findByText('browser content')).toBeTruthy();
  });
});
