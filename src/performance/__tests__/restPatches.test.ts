/**
 * @jest-environment node
 *
 * Contracts of patches `restCssSplit` (src/performance/rest-css-split) and `restBundleStubs`
 * (src/performance/rest-bundle-stubs) against the installed OpenAPI theme, postman-collection and crypto-js.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { OPENAPI_STYLESHEET, linkStylesheet, openApiThemeWithoutCss } from '@site/src/performance/rest-css-split';
import { STUBBED_REQUESTS } from '@site/src/performance/rest-bundle-stubs';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the stand-in is a CommonJS module
const cryptoSha1 = require('@site/src/performance/rest-bundle-stubs/cryptoSha1.cjs') as { SHA1: (s: string) => { toString: () => string } };

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));

describe('restCssSplit', () => {
  const context = { siteDir: '/site', siteConfig: { themeConfig: {} } };

  it('drops exactly the theme’s one client module, its stylesheet, and keeps the rest of the theme', () => {
    const theme = openApiThemeWithoutCss(context as never, {});
    expect(theme.getClientModules).toBeUndefined();
    expect(theme.getThemePath?.()).toBeTruthy();
    expect(OPENAPI_STYLESHEET).toMatch(/docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]styles\.scss$/);
  });

  it('fails when the theme adds another client module (the assumption broken on purpose)', () => {
    jest.isolateModules(() => {
      jest.doMock('docusaurus-theme-openapi-docs/lib/index.js', () => ({
        __esModule: true,
        default: () => ({ name: 'openapi', getClientModules: () => [OPENAPI_STYLESHEET, '/theme/prism-setup.js'] }),
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded against the mocked theme
      const patched = require('@site/src/performance/rest-css-split') as typeof import('@site/src/performance/rest-css-split');
      expect(() => patched.openApiThemeWithoutCss(context as never, {})).toThrow(/restCssSplit: the OpenAPI theme's client modules changed/);
    });
  });

  it('links the stylesheet at the end of the head, and fails on a page without one', () => {
    expect(linkStylesheet('<html><head><title>x</title></head><body></body></html>', '/assets/css/rest-api.1.css')).toBe(
      '<html><head><title>x</title><link rel="stylesheet" href="/assets/css/rest-api.1.css"></head><body></body></html>',
    );
    expect(() => linkStylesheet('<html><body></body></html>', '/a.css')).toThrow(/no <\/head>/);
  });
});

describe('restBundleStubs', () => {
  it('postman-collection loads faker by the request the alias replaces', () => {
    const requests = sources(path.join(packageDir('postman-collection'), 'lib')).flatMap((s) => [...s.matchAll(/require\('(@faker-js\/faker[^']*)'\)/g)].map((m) => m[1]));
    expect(requests).toEqual([STUBBED_REQUESTS.faker]);
  });

  it('the OpenAPI theme uses only SHA1 of crypto-js', () => {
    const theme = sources(path.join(packageDir('docusaurus-theme-openapi-docs'), 'lib'));
    const importers = theme.filter((s) => s.includes(`require("${STUBBED_REQUESTS.cryptoJs}")`));
    expect(importers).toHaveLength(1);
    expect([...importers[0].matchAll(/crypto_js_1\.default\.(\w+)/g)].map((m) => m[1])).toEqual(['SHA1']);
  });

  it('the stand-in hashes as crypto-js does', () => {
    expect(cryptoSha1.SHA1('abc').toString()).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
  });
});
