/**
 * @jest-environment node
 *
 * The portal's colour tokens (src/css/tokens.css) meet WCAG AA on every background they are drawn on: text
 * colours 4.5:1, the focus ring 3:1 (non-text contrast). Infima's own backgrounds are listed here as the
 * theme computes them (translucent overlays already composited over the page colour).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio } from '@site/tests/contrast';

const css = readFileSync(path.resolve(__dirname, '../tokens.css'), 'utf8');
const block = (selector: string) => {
  const start = css.indexOf(`${selector} {`);
  return css.slice(start, css.indexOf('}', start));
};
const token = (selector: string, name: string) => {
  const value = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,6})\\b`).exec(block(selector))?.[1];
  if (!value) throw new Error(`${name} not found in ${selector}`);
  return value;
};

const MODES = {
  light: {
    selector: ':root',
    backgrounds: {
      page: '#ffffff',
      'inline code': '#f6f7f8',
      'table stripe': '#f7f7f7',
      'active sidebar entry / hover': '#f2f2f2',
      'code block': '#f6f8fa',
    },
  },
  dark: {
    selector: "[data-theme='dark']",
    backgrounds: {
      page: '#1b1b1d',
      'navbar / cards': '#242526',
      'inline code': '#323234',
      'table stripe': '#2c2c2e',
      'active sidebar entry / hover': '#272729',
      'code block': '#1e1e1e',
    },
  },
} as const;

describe.each(Object.entries(MODES))('%s mode', (_mode, { selector, backgrounds }) => {
  const surface = token(selector, '--bdb-surface');
  const all = { ...backgrounds, 'portal surface': surface };
  const text = {
    link: token(selector, '--ifm-link-color'),
    primary: token(selector, '--ifm-color-primary'),
    'muted text': token(selector, '--bdb-muted-text'),
  };

  const pairs = Object.entries(text).flatMap(([name, colour]) =>
    Object.entries(all).map(([where, background]) => [name, where, colour, background] as const),
  );

  it.each(pairs)('%s on %s reaches 4.5:1', (_name, _where, colour, background) => {
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring (primary) reaches 3:1 on every background', () => {
    for (const background of Object.values(all)) expect(contrastRatio(text.primary, background)).toBeGreaterThanOrEqual(3);
  });
});
