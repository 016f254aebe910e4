/**
 * @jest-environment node
 *
 * The code-colour stylesheet says, for each mode, what the code themes say: plain colours as the variables the
 * theme's code blocks read, every coloured token type scoped to its mode, language-only entries scoped further.
 */
import type { PrismTheme } from 'prism-react-renderer';
import { codeColoursCss, themeCss } from '@site/src/features/code-highlighting';
import { darkCodeTheme, lightCodeTheme } from '@site/src/features/code-highlighting/themes';

const theme: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#fafafa' },
  styles: [
    { types: ['comment', 'prolog'], style: { color: '#555555', fontStyle: 'italic' } },
    { types: ['namespace'], style: {} },
    { types: ['tag'], languages: ['markup'], style: { color: '#0000aa' } },
  ],
};

it('turns plain colours into the code-block variables and token styles into class rules', () => {
  expect(themeCss(theme, 'light').split('\n')).toEqual([
    "html:not([data-theme='dark']){--prism-color:#111111;--prism-background-color:#fafafa}",
    "html:not([data-theme='dark']) .token.comment,html:not([data-theme='dark']) .token.prolog{color:#555555;font-style:italic}",
    "html:not([data-theme='dark']) .language-markup .token.tag{color:#0000aa}",
  ]);
});

it('scopes dark rules to the dark mode only', () => {
  expect(themeCss(theme, 'dark')).toMatch(/^html\[data-theme='dark'\]\{--prism-color:#111111;/);
  expect(themeCss(theme, 'dark')).not.toContain(':not(');
});

it('gives every coloured token type of both site themes its colour in its mode', () => {
  const css = codeColoursCss().split('\n');
  const scopes = { light: "html:not([data-theme='dark'])", dark: "html[data-theme='dark']" };
  for (const [mode, t] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
    for (const { types, languages, style } of t.styles.filter((s) => s.style.color)) {
      const within = languages ? `.language-${languages[0]} ` : '';
      for (const type of types) {
        const selector = `${scopes[mode]} ${within}.token.${type}`;
        expect(css.some((rule) => rule.split('{')[0].split(',').includes(selector) && rule.includes(`color:${style.color}`))).toBe(true);
      }
    }
  }
});
