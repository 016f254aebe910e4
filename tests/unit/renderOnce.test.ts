/**
 * @jest-environment node
 *
 * src/plugins/render-once gives the listed theme files a constant `useIsBrowser`. That is only safe while the
 * hook's value is used for nothing but their re-mount key; an upgrade that reads it for anything else fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { REMOUNTING_COMPONENTS } from '@site/src/plugins/render-once';
import useIsBrowser from '@site/src/plugins/render-once/constantIsBrowser';

it('lists the classic CodeBlock and the OpenAPI theme’s tabs and code blocks', () => {
  expect(REMOUNTING_COMPONENTS).toHaveLength(9);
  for (const file of REMOUNTING_COMPONENTS) expect(existsSync(file)).toBe(true);
});

it.each(REMOUNTING_COMPONENTS.map((file) => [file.replace(/^.*node_modules\//, ''), file]))(
  '%s reads useIsBrowser only as its re-mount key',
  (_name, file) => {
    const source = readFileSync(file, 'utf8');
    expect(source.match(/\bisBrowser\b/g)).toHaveLength(2); // the declaration and the key
    expect(source).toMatch(/key(=\{|: )String\(isBrowser\)/);
  },
);

it('answers the same on the server and in the browser', () => {
  expect(useIsBrowser()).toBe(true);
});
