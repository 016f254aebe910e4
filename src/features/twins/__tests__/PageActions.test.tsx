/**
 * The doc header's page actions (src/features/twins/PageActions): "Copy page" puts the page's Markdown twin on the
 * clipboard, starting the write during the click (Safari's rule) with the twin fetched by a chunk loaded then;
 * "View as Markdown" links the twin. A response that is not the twin is never copied.
 */
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import PageActions from '@site/src/features/twins/PageActions';

const TWIN = '# Tables\n\nBody.\n';

function mockFetch(body: string, { status = 200, type = 'text/markdown; charset=utf-8' } = {}) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, headers: { get: () => type }, text: async () => body }));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

/** A clipboard whose write() waits for the item's data, as browsers do. */
function mockClipboard() {
  const written: string[] = [];
  const clipboard = {
    write: jest.fn(async (items: { data: Record<string, Promise<Blob>> }[]) => {
      const blob = await items[0].data['text/plain'];
      written.push(await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      }));
    }),
    writeText: jest.fn(async (text: string) => {
      written.push(text);
    }),
  };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return { clipboard, written };
}

class FakeClipboardItem {
  constructor(public data: Record<string, Promise<Blob>>) {}
}

afterEach(() => {
  delete (globalThis as { ClipboardItem?: unknown }).ClipboardItem;
});

it('links the twin and copies its text, the clipboard write starting during the click', async () => {
  Object.assign(globalThis, { ClipboardItem: FakeClipboardItem });
  const fetchMock = mockFetch(TWIN);
  const { clipboard, written } = mockClipboard();
  render(<PageActions twinUrl="/tables.md" twinAddress="https://docs.bangdb.com/tables.md" />);
  expect(screen.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/tables.md');

  fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
  expect(clipboard.write).toHaveBeenCalledTimes(1); // synchronously, within the click
  await act(async () => {
    await clipboard.write.mock.results[0].value;
  });
  expect(fetchMock).toHaveBeenCalledWith('/tables.md', expect.anything());
  expect(written).toEqual([TWIN]);
  expect(screen.getByRole('status')).toHaveTextContent('Page copied to the clipboard as Markdown.');
  expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
});

it('falls back to writeText where ClipboardItem is missing', async () => {
  mockFetch(TWIN);
  const { clipboard, written } = mockClipboard();
  render(<PageActions twinUrl="/tables.md" twinAddress="https://docs.bangdb.com/tables.md" />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
  });
  await screen.findByText('Page copied to the clipboard as Markdown.');
  expect(clipboard.write).not.toHaveBeenCalled();
  expect(written).toEqual([TWIN]);
});

it.each([
  ['an error status', { status: 404 }],
  ['an HTML page in its place', { type: 'text/html; charset=utf-8' }],
])('copies nothing and says so when the server sends %s', async (_, response) => {
  Object.assign(globalThis, { ClipboardItem: FakeClipboardItem });
  mockFetch('<!doctype html><title>Page not found</title>', response);
  const { written } = mockClipboard();
  render(<PageActions twinUrl="/missing.md" twinAddress="https://docs.bangdb.com/missing.md" />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Could not copy the page.');
  expect(written).toEqual([]);
});

it('opens ChatGPT and Claude with a prompt that names the twin by its address: plain links in an "Open in…" disclosure', () => {
  const { container } = render(<PageActions twinUrl="/tables.md" twinAddress="https://docs.bangdb.com/tables.md" />);
  expect(container.querySelector('details > summary')).toHaveTextContent('Open in…');
  for (const [name, base] of [['ChatGPT', 'https://chatgpt.com/'], ['Claude', 'https://claude.ai/new']]) {
    const link = screen.getByRole('link', { name: `Open in ${name}` });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe(base);
    expect(url.searchParams.get('q')).toContain('Read the BangDB docs page https://docs.bangdb.com/tables.md ');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

describe('"Open in…" closes', () => {
  /** Opens the disclosure with a click on its summary; the browser reports the change with a `toggle` event, a task later. */
  async function openMenu() {
    const view = render(
      <>
        <button type="button">elsewhere</button>
        <PageActions twinUrl="/tables.md" twinAddress="https://docs.bangdb.com/tables.md" />
      </>,
    );
    const details = view.container.querySelector('details')!;
    const summary = view.container.querySelector('summary')!;
    const toggled = new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
    fireEvent.click(summary);
    await act(() => toggled);
    expect(details).toHaveAttribute('open');
    return { details, summary };
  }

  it('on Escape, giving focus back to its summary', async () => {
    const { details, summary } = await openMenu();
    act(() => screen.getByRole('link', { name: 'Open in Claude' }).focus());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
  });

  it('on a press outside, not on one inside', async () => {
    const { details } = await openMenu();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Open in Claude' }));
    expect(details).toHaveAttribute('open');
    fireEvent.pointerDown(document.body);
    expect(details).not.toHaveAttribute('open');
  });

  it('when focus moves to something outside', async () => {
    const { details } = await openMenu();
    act(() => screen.getByRole('link', { name: 'Open in Claude' }).focus());
    expect(details).toHaveAttribute('open');
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    expect(details).not.toHaveAttribute('open');
  });
});
