import { useEffect } from 'react';

/**
 * While the page prints, `<html data-theme>` says `light`, then goes back to what it was: every colour token,
 * code colour and diagram follows that attribute, and dark-mode colours on white paper would be unreadable.
 */
export function usePrintInLightMode(): void {
  useEffect(() => {
    const html = document.documentElement;
    let before: string | null = null;
    function onBeforePrint() {
      before = html.getAttribute('data-theme');
      html.setAttribute('data-theme', 'light');
    }
    function onAfterPrint() {
      if (before !== null) html.setAttribute('data-theme', before);
      before = null;
    }
    window.addEventListener('beforeprint', onBeforePrint);
    window.addEventListener('afterprint', onAfterPrint);
    return () => {
      window.removeEventListener('beforeprint', onBeforePrint);
      window.removeEventListener('afterprint', onAfterPrint);
    };
  }, []);
}
