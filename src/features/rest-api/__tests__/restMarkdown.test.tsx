/** The REST reference's Markdown (src/features/rest-api/theme/Markdown): descriptions as GFM, raw HTML and unsafe links defused. */
import React from 'react';
import { render } from '@testing-library/react';
import Markdown from '@site/src/features/rest-api/theme/Markdown';

jest.mock('@theme/CodeBlock', () => ({
  __esModule: true,
  default: ({ language, children }: { language?: string; children: string }) => <pre data-language={language}>{children}</pre>,
}));

describe('REST description Markdown', () => {
  it('renders code spans, links, emphasis, lists and tables', () => {
    const { container } = render(
      <Markdown>{'Returns the **stats** of `mydb`; see [tables](/rest-api/tables).\n\n- one\n- two\n\n| key | meaning |\n|---|---|\n| n | rows |'}</Markdown>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('stats');
    expect(container.querySelector('code')?.textContent).toBe('mydb');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/rest-api/tables');
    expect(Array.from(container.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('td')?.textContent).toBe('n');
  });

  it('sends fenced code to the CodeBlock with its language, in order', () => {
    const { container } = render(<Markdown>{'Body:\n\n```json\n{"name": "t1"}\n```\n\nThen send it.'}</Markdown>);
    const pre = container.querySelector('pre');
    expect(pre?.dataset.language).toBe('json');
    expect(pre?.textContent).toBe('{"name": "t1"}');
    expect(container.textContent).toBe('Body:\n{"name": "t1"}Then send it.\n');
  });

  it('shows raw HTML as text and drops script links', () => {
    const { container } = render(<Markdown>{'Hi <img src=x onerror="alert(1)"> and [click](javascript:alert(1)).'}</Markdown>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('click');
  });

  it('renders nothing for an empty or missing description', () => {
    expect(render(<Markdown>{'  '}</Markdown>).container.innerHTML).toBe('');
    expect(render(<Markdown />).container.innerHTML).toBe('');
  });
});
