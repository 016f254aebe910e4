// Code highlighting: the grammars (./languages.ts, given to `themeConfig.prism.additionalLanguages`, and BangDB's
// Cypher dialect and console transcripts, added by ./theme/prism-include-languages.ts) and the colours. The plugin
// turns the code themes (./themes.ts) into one stylesheet, light and dark, keyed on Prism's token classes. Code blocks
// then render the same markup in both colour modes, so Docusaurus no longer has to re-render every block after
// hydration to swap inline colours (src/performance/render-once), and the HTML carries no per-token style attributes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from './themes';

/** The colour mode a rule applies in. Without JavaScript `data-theme` is unset and the light colours apply. */
const MODES = {
  light: "html:not([data-theme='dark'])",
  dark: "html[data-theme='dark']",
} as const;

const PLAIN_VARIABLES: Record<string, string> = { color: '--prism-color', backgroundColor: '--prism-background-color' };

function declarations(style: object): string {
  return Object.entries(style)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`)
    .join(';');
}

/** One mode's rules. Rules keep the theme's order, and language-scoped entries (`.language-markup …`) outrank
 *  the general ones, as in prism-react-renderer's own lookup. */
export function themeCss(theme: PrismTheme, mode: keyof typeof MODES): string {
  const scope = MODES[mode];
  const plain = Object.entries(theme.plain)
    .filter(([key]) => key in PLAIN_VARIABLES)
    .map(([key, value]) => `${PLAIN_VARIABLES[key]}:${String(value)}`)
    .join(';');
  const rules = theme.styles.filter(({ style }) => declarations(style) !== '').map(({ types, languages, style }) => {
    const within = languages?.map((language) => `.language-${language} `) ?? [''];
    const selectors = within.flatMap((prefix) => types.map((type) => `${scope} ${prefix}.token.${type}`));
    return `${selectors.join(',')}{${declarations(style)}}`;
  });
  return [`${scope}{${plain}}`, ...rules].join('\n');
}

export function codeColoursCss(): string {
  return `${themeCss(lightCodeTheme, 'light')}\n${themeCss(darkCodeTheme, 'dark')}\n`;
}

export default function codeHighlighting(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'code-colours', 'code-colours.css');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, codeColoursCss());
  return {
    name: 'code-highlighting',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [file],
  };
}
