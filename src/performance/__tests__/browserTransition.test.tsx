/**
 * Patch `browserTransition` (src/performance/browser-transition): `useIsBrowser()` turns true after hydration, in a
 * transition. Its contract: the private context it provides is the one the installed `useIsBrowser()` reads.
 */
import React, { Suspense, createContext, lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';
import { IsBrowserInTransition } from '@site/src/performance/browser-transition/IsBrowserInTransition';

/** What `useIsBrowser()` answers below a provider of `context` set to true. */
function answerBelow(context: React.Context<boolean>): boolean {
  function Answer() {
    return <output>{String(useIsBrowser())}</output>;
  }
  const { container, unmount } = render(<context.Provider value={true}><Answer /></context.Provider>);
  const answer = container.textContent === 'true';
  unmount();
  return answer;
}

describe('contract', () => {
  it("provides the context the installed useIsBrowser() reads", () => {
    expect(answerBelow(BrowserContext)).toBe(true);
  });

  it('would notice another context (the assumption broken on purpose)', () => {
    expect(answerBelow(createContext(false))).toBe(false);
  });
});

let seen: boolean[] = [];
function Probe() {
  const isBrowser = useIsBrowser();
  seen.push(isBrowser);
  return <p>{isBrowser ? 'in the browser' : 'not yet'}</p>;
}

describe('IsBrowserInTransition', () => {
  it('renders as on the server first (what hydration compares with), then turns useIsBrowser() and BrowserOnly on', () => {
    seen = [];
    render(
      <IsBrowserInTransition>
        <Probe />
        <BrowserOnly fallback={<p>placeholder</p>}>{() => <p>browser-only part</p>}</BrowserOnly>
      </IsBrowserInTransition>,
    );
    expect(seen[0]).toBe(false);
    expect(screen.getByText('in the browser')).toBeTruthy();
    expect(screen.getByText('browser-only part')).toBeTruthy();
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
