/**
 * The endpoint pages' static request sample (src/features/rest-api/RequestSample): every generated page's front
 * matter decodes to its operation (the contract with the OpenAPI plugin's format, src/internals.ts), and the
 * server-rendered sample holds the curl command and the body's example; in the browser the explorer takes over.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import { TextDecoder } from 'node:util';
import { render } from '@testing-library/react';
import { decodeOperation } from '@site/src/features/rest-api/operation';
import RequestSample from '@site/src/features/rest-api/RequestSample';

jest.mock('@docusaurus/useIsBrowser', () => ({ __esModule: true, default: jest.fn(() => false) }));
jest.mock('@theme/CodeBlock', () => ({ __esModule: true, default: ({ children, title }: { children: string; title?: string }) => <pre title={title}>{children}</pre> }));
Object.assign(globalThis, { TextDecoder }); // browsers and Node have it; jsdom does not
const useIsBrowser = jest.requireMock<{ default: jest.Mock }>('@docusaurus/useIsBrowser').default;

const dir = path.resolve(__dirname, '../../../../rest-api');
const pages = readdirSync(dir).filter((f) => f.endsWith('.api.mdx'));
const frontMatterApi = (file: string) => /^api: (\S+)$/m.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1];

it.each(pages)('%s: the front matter decodes to its operation', (file) => {
  const operation = decodeOperation(frontMatterApi(file));
  expect(operation?.method).toMatch(/^(get|post|put|delete|patch)$/);
  expect(operation?.path).toMatch(/^\//);
});

it('renders the curl command and the request body before the page runs in a browser (the server’s HTML)', () => {
  const operation = decodeOperation(frontMatterApi('insert-a-document-data-into-a-table.api.mdx'))!;
  const html = render(<RequestSample operation={operation} />).container.innerHTML;
  expect(html).toContain('curl -L -X POST');
  expect(html).toContain('/doc');
  expect(html).toContain('Request body (application/json)');
  expect(html).toContain(`"_pk": "user3"`); // the example, indented
});

it('is not there once the page runs in a browser (the explorer takes over)', () => {
  useIsBrowser.mockReturnValue(true);
  const operation = decodeOperation(frontMatterApi('insert-a-document-data-into-a-table.api.mdx'))!;
  expect(render(<RequestSample operation={operation} />).container.innerHTML).toBe('');
});

it('reads nothing from front matter that is not the plugin’s format', () => {
  expect(decodeOperation(undefined)).toBeUndefined();
  expect(decodeOperation('not base64 gzip')).toBeUndefined();
});
