/**
 * Try it on a REST endpoint page, watched from the network: a request that changes data (DELETE a table) is sent
 * only after one confirmation naming its method and full URL; a read is sent at once; a failed send shows in the
 * Response panel; the endpoint line under the title keeps the documented route throughout. Requests to the default
 * server (localhost:18080) are intercepted, so no BangDB server is needed or touched.
 */
import type { Browser, Page, Request, Route } from 'playwright-core';
import { launch, visit, watchedPage } from './browser';
import { openExplorer } from './restChecks';

const SERVER = 'http://localhost:18080';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Answers like a BangDB server that allows this site (CORS). */
const answer = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': '*' }, body: '{"retval":0}' });

/** A page of `route` whose requests to the default server are answered by `handle` and recorded (preflights too). */
async function endpointPage(route: string, handle: (route: Route) => Promise<void>): Promise<{ page: Page; sent: Request[]; problems: string[] }> {
  const { page, problems } = await watchedPage(browser);
  const sent: Request[] = [];
  await page.route(`${SERVER}/**`, (intercepted) => {
    sent.push(intercepted.request());
    return handle(intercepted);
  });
  await visit(page, route);
  return { page, sent, problems };
}

const endpointLine = (page: Page) => page.locator('.openapi__method-endpoint-path').first().textContent();
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send API Request' });
const confirmation = (page: Page) => page.getByRole('group', { name: /can change data on your server/ });
const responsePanel = (page: Page) => page.locator('.openapi-explorer__response-container');

it('asks once before DELETE, naming the method and full URL, and sends nothing until the reader confirms', async () => {
  const { page, sent, problems } = await endpointPage('/rest-api/delete-a-table', answer);
  const documented = await endpointLine(page);
  expect(documented).toBe('/db/:db_name/:table_name');
  await openExplorer(page);

  await sendButton(page).click();
  await expect(confirmation(page).textContent()).resolves.toContain(`DELETE ${SERVER}/db/mydb/my_table_test`);
  await expect(page.getByRole('button', { name: 'Send DELETE request' }).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
  // The theme shows "Fetching..." (a spinner) the moment its handler runs: the held submit never reached it.
  await expect(responsePanel(page).locator('.openapi-explorer__loading-container').count()).resolves.toBe(0);
  expect(sent).toEqual([]);

  // Cancel: nothing sent, the confirmation gone, focus back on the Send button.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirmation(page).count()).resolves.toBe(0);
  await expect(sendButton(page).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
  expect(sent).toEqual([]);

  // Confirmed: exactly one DELETE goes out, to the URL the confirmation named.
  await sendButton(page).click();
  const request = page.waitForRequest((r) => r.url().startsWith(SERVER) && r.method() === 'DELETE');
  await page.getByRole('button', { name: 'Send DELETE request' }).click();
  await expect(request.then((r) => r.url())).resolves.toBe(`${SERVER}/db/mydb/my_table_test`);
  await responsePanel(page).getByText('"retval"').first().waitFor();
  expect(sent.filter((r) => r.method() === 'DELETE')).toHaveLength(1);
  await expect(endpointLine(page)).resolves.toBe(documented);
  expect(problems).toEqual([]);
});

it('sends a read (GET) at once, without a confirmation', async () => {
  const { page } = await endpointPage('/rest-api/get-the-server-stats', answer);
  await openExplorer(page);
  const request = page.waitForRequest((r) => r.url() === `${SERVER}/server/stat` && r.method() === 'GET');
  await sendButton(page).click();
  await request;
  await expect(confirmation(page).count()).resolves.toBe(0);
});

it('shows a failed send in the Response panel and keeps the documented route under the title', async () => {
  const { page } = await endpointPage('/rest-api/delete-a-table', (route) => route.abort('connectionrefused'));
  const documented = await endpointLine(page);
  await openExplorer(page);
  await sendButton(page).click();
  await page.getByRole('button', { name: 'Send DELETE request' }).click();
  const failure = responsePanel(page).getByRole('alert').filter({ hasText: 'did not reach the server' });
  await failure.waitFor({ timeout: 15_000 });
  await expect(responsePanel(page).textContent()).resolves.not.toContain('Click the');
  await expect(endpointLine(page)).resolves.toBe(documented);
  expect(documented).not.toContain('localhost');
});
