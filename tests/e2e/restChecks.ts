/**
 * One REST endpoint page as a reader uses it (restApi.spec.ts on a sample, exhaustive/restEndpoints.spec.ts on every
 * operation): the method and path shown, the documented reply in the Responses tabs, and for a call with a body a
 * runnable curl sample (method, filled route, Content-Type, the body) on the page and in the Try-it panel.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Page } from 'playwright-core';
import { visit } from './browser';

type Media = { example?: unknown; examples?: Record<string, { value: unknown }> };
type Operation = { operationId: string; requestBody?: { content: Record<string, Media> }; responses: Record<string, { content?: Record<string, Media> }> };
const spec = yaml.load(readFileSync(path.resolve(__dirname, '../../rest-api/openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };

/** Every operation of the OpenAPI document with its route and method. */
export const operations = Object.entries(spec.paths).flatMap(([route, methods]) => Object.entries(methods).map(([method, op]) => ({ route, method, op })));

/** Operations that stand for every endpoint in `npm test`: a GET with a reply, and a POST, a PUT and a DELETE with bodies. */
export const ENDPOINT_SAMPLE = ['get-the-server-stats', 'train-a-model', 'change-the-state-of-any-stream', 'de-register-a-schema'];

export const openExplorer = (page: Page) => page.getByRole('button', { name: /Try it/ }).click();

/** What is wrong with the page of `operation`, visited with `page`. */
export async function endpointProblems(page: Page, { route, method, op }: (typeof operations)[number]): Promise<string[]> {
  const failures: string[] = [];
  await visit(page, `/rest-api/${op.operationId}`);
  const endpoint = (await page.locator('.openapi__method-endpoint').first().textContent()) ?? '';
  const shownPath = route.split('#')[0];
  if (!endpoint.toUpperCase().startsWith(method.toUpperCase()) || !endpoint.includes(shownPath.split('{')[0]) || endpoint.includes('#')) {
    failures.push(`${op.operationId}: endpoint shows "${endpoint}"`);
  }
  const media = Object.values(op.responses['200']?.content ?? {})[0];
  if (media) {
    const example = media.example ?? Object.values(media.examples ?? {})[0]?.value;
    const firstKey = example && typeof example === 'object' ? Object.keys(example)[0] : undefined;
    // Response examples sit in the Responses tabs (one tab per example of each status code).
    const shown = (await page.locator('[role=tabpanel] pre').allTextContents()).join('\n');
    if (!firstKey || !shown.includes(`"${firstKey}"`)) failures.push(`${op.operationId}: no example response with "${firstKey}"`);
    if (shown.includes('"string"')) failures.push(`${op.operationId}: a reply made of type names`);
  }
  if (op.requestBody) {
    const contentType = Object.keys(op.requestBody.content)[0];
    const check = (where: string, sample: string) => {
      const expected = [`-X ${method.toUpperCase()} 'http://localhost:18080${route.split('#')[0].split('{')[0]}`, `-H 'Content-Type: ${contentType}'`, '--data-raw'];
      const missing = expected.filter((part) => !sample.includes(part));
      if (missing.length || /\{[a-z_]+\}|"string"|#(streams|notifications|key)\b/.test(sample)) failures.push(`${op.operationId} (${where}): ${sample}`);
    };
    check('first sample', (await page.locator('.rest-explorer pre').filter({ hasText: 'curl -L' }).first().textContent()) ?? '');
    await openExplorer(page);
    const explorerSample = page.locator('.openapi-explorer__code-block').filter({ hasText: '--data-raw' }).first();
    await explorerSample.waitFor({ timeout: 10_000 }).catch(() => undefined);
    check('Try it panel', ((await explorerSample.textContent().catch(() => '')) ?? '').replace(/^\d+/gm, ''));
  }
  return failures;
}
