/**
 * @jest-environment node
 *
 * Every token colour of the configured code themes meets WCAG AA (4.5:1) against the code-block background.
 */
import { darkCodeTheme, lightCodeTheme } from '@site/src/features/code-highlighting/themes';
import { contrastRatio } from '@site/tests/contrast';

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('%s code theme', (_mode, theme) => {
  const background = theme.plain.backgroundColor as string;
  const colours: [string, string][] = [
    ['plain', theme.plain.color as string],
    ...theme.styles.filter((s) => s.style.color).map((s): [string, string] => [s.types.join(','), s.style.color as string]),
  ];

  it.each(colours)('%s (%s) reaches 4.5:1', (_types, colour) => {
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('fades no token with opacity', () => {
    expect(theme.styles.filter((s) => s.style.opacity !== undefined && s.style.opacity < 1)).toEqual([]);
  });
});

it('measures known pairs like the WCAG formula', () => {
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  expect(contrastRatio('#1a56bc', '#ffffff')).toBeCloseTo(6.77, 2);
  expect(contrastRatio('hsl(0, 0%, 100%)', 'rgb(0, 0, 0)')).toBeCloseTo(21, 5);
});
