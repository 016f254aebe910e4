/**
 * Every page has a Markdown twin beside its HTML file (src/features/twins): `/server-install` is
 * `build/server-install.html`, its twin `/server-install.md`; the home page `/` has `/index.md`.
 */
export function twinPath(route: string): string {
  const path = route.split(/[?#]/)[0].replace(/\/+$/, '');
  return `${path || '/index'}.md`;
}
