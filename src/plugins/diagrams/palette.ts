// The diagrams' colours, taken from the site's own tokens (src/css/tokens.css) so a diagram looks like the page
// around it in both colour modes. render.ts hands these to Mermaid's `base` theme as its theme variables.
import type { DiagramTheme } from './index';

/** Infima's page and body-text colours, which the tokens do not override. */
const INFIMA = {
  light: { background: '#ffffff', text: '#1c1e21' },
  dark: { background: '#1b1b1d', text: '#e3e3e3' },
} as const;

const SELECTORS: Record<DiagramTheme, string> = { light: ':root', dark: "[data-theme='dark']" };

/** The value of a custom property in one rule block of a stylesheet, e.g. `--ifm-color-primary` in `:root`. */
export function cssToken(css: string, selector: string, name: string): string {
  const start = css.indexOf(`${selector} {`);
  const block = start < 0 ? '' : css.slice(start, css.indexOf('}', start));
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1]?.trim();
  if (!value) throw new Error(`${name} is not set in ${selector} of the site's stylesheet`);
  return value;
}

/** `foreground` laid over `background` at the given opacity, as #rrggbb. */
export function mix(foreground: string, background: string, opacity: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [f, b] = [channels(foreground), channels(background)];
  return `#${f.map((c, i) => Math.round(c * opacity + b[i] * (1 - opacity)).toString(16).padStart(2, '0')).join('')}`;
}

/** Mermaid theme variables for one colour mode (flowcharts and sequence diagrams are what the content uses). */
export function themeVariables(css: string, mode: DiagramTheme): Record<string, string | boolean> {
  const token = (name: string) => cssToken(css, SELECTORS[mode], name);
  const { background, text } = INFIMA[mode];
  const primary = token('--ifm-color-primary');
  const surface = token('--bdb-surface');
  const border = token('--bdb-border');
  const muted = token('--bdb-muted-text');
  // Boxes: a light wash of the primary colour with a primary outline, like the site's active sidebar entry.
  const box = mix(primary, background, mode === 'light' ? 0.1 : 0.18);
  return {
    darkMode: mode === 'dark',
    fontFamily: cssToken(css, ':root', '--ifm-font-family-base'),
    background,
    textColor: text,
    primaryColor: box,
    primaryTextColor: text,
    primaryBorderColor: primary,
    nodeBorder: primary,
    mainBkg: box,
    secondaryColor: surface,
    tertiaryColor: surface,
    clusterBkg: surface,
    clusterBorder: border,
    titleColor: text,
    lineColor: muted,
    arrowheadColor: muted,
    edgeLabelBackground: background,
    actorBkg: box,
    actorBorder: primary,
    actorTextColor: text,
    actorLineColor: muted,
    signalColor: muted,
    signalTextColor: text,
    labelBoxBkgColor: box,
    labelBoxBorderColor: primary,
    labelTextColor: text,
    loopTextColor: text,
    noteBkgColor: surface,
    noteBorderColor: border,
    noteTextColor: text,
    activationBkgColor: surface,
    activationBorderColor: muted,
    sequenceNumberColor: background,
  };
}
