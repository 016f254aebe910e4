/**
 * Code-block colours (Prism, via prism-react-renderer). The site keeps the look of `github` (light) and `vsDark`
 * (dark) but neither reaches WCAG AA for every token, and no bundled light theme does. The token colours below are
 * the originals moved along their lightness axis (same hue and saturation) just far enough for 4.5:1 on the block's
 * background; src/features/code-highlighting/__tests__/codeThemes.test.ts measures every token.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

/** Swaps colours wherever a theme uses them and drops opacity (which fades a token below AA). */
function adjust(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  const swap = (c: string | undefined) => (c && colours[c.toLowerCase()]) || c;
  return {
    plain: { ...theme.plain, color: swap(theme.plain.color) },
    styles: theme.styles.map(({ style, ...rest }) => {
      const { opacity: _faded, ...kept } = style;
      return { ...rest, style: { ...kept, ...(kept.color ? { color: swap(kept.color) } : {}) } };
    }),
  };
}

/** github on #f6f8fa: comment 2.71 → 4.66, string 4.32 → 4.64, number/constant/property 2.58 → 4.70,
 *  keyword/attr-name 2.69 → 4.70, function/tag 4.30 → 4.65. */
export const lightCodeTheme = adjust(themes.github, {
  '#999988': '#717161',
  '#e3116c': '#da1067',
  '#36acaa': '#277b7a',
  '#00a4db': '#0078a0',
  '#d73a49': '#d42d3d',
});

/** vsDark on #1e1e1e: prolog 1.04 → 4.61, constant 3.08 → 4.70, markup punctuation 4.22 → 4.70. */
export const darkCodeTheme = adjust(themes.vsDark, {
  'rgb(0, 0, 128)': '#7676ff',
  'rgb(100, 102, 149)': '#8385ac',
  '#808080': '#888888',
});

/** What Docusaurus is given as its Prism theme, in both modes: no inline colours, only Prism's token classes.
 *  The colours above reach the page as a stylesheet (src/features/code-highlighting). */
export const tokenClassTheme: PrismTheme = { plain: {}, styles: [] };
