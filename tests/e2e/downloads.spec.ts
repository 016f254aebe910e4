/**
 * The REST reference's downloads: "Download the OpenAPI document" and "Download the Postman collection" save a file
 * (a download attribute on the link, and `Content-Disposition: attachment` from the server) instead of opening the
 * document as raw text in a tab.
 */
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, visit, watchedPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

it.each([
  ['/rest-api/swagger-api', 'Download the OpenAPI document', 'bangdb-rest-api.yaml'],
  ['/rest-api/postman-api', 'Download the Postman collection', 'bangdb-rest-api.postman_collection.json'],
])('%s: "%s" saves %s', async (route, name, file) => {
  const { page, problems } = await watchedPage(browser, { acceptDownloads: true });
  await visit(page, route);
  const link = page.getByRole('link', { name });
  await expect(link.getAttribute('download')).resolves.not.toBeNull();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(file);
  expect(await download.failure()).toBeNull();
  // The page stays where it was: nothing opened in its place.
  expect(new URL(page.url()).pathname).toBe(route);
  const response = await fetch(`${BASE_URL}/rest-api/${file}`);
  expect(response.headers.get('content-disposition')).toBe('attachment');
  expect(problems).toEqual([]);
});
