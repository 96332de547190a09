import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import CopyMarkdownButton, {CONFIRMATION_MS} from '@site/src/components/CopyMarkdownButton';

const MARKDOWN = '# Quick start for coders\n\nBody.\n';

function mockFetch(response: {ok: boolean; status: number; text: string}) {
  const fetchMock = vi.fn(async () => ({ok: response.ok, status: response.status, text: async () => response.text}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function mockClipboard(clipboard: Partial<Clipboard>) {
  Object.defineProperty(navigator, 'clipboard', {value: clipboard, configurable: true});
}

describe('CopyMarkdownButton', () => {
  beforeEach(() => {
    vi.stubGlobal('ClipboardItem', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fetches the page’s Markdown copy, writes it to the clipboard and says so', async () => {
    const fetchMock = mockFetch({ok: true, status: 200, text: MARKDOWN});
    const writeText = vi.fn(async () => undefined);
    mockClipboard({writeText});
    render(<CopyMarkdownButton markdownUrl="/docs/intro_code.md" />);
    await userEvent.click(screen.getByRole('button', {name: 'Copy as Markdown'}));
    expect(fetchMock).toHaveBeenCalledWith('/docs/intro_code.md');
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(screen.getByRole('status')).toHaveTextContent('Page copied as Markdown');
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
  });

  it('hands the text to a ClipboardItem during the click where the browser has one (Safari needs it)', async () => {
    mockFetch({ok: true, status: 200, text: MARKDOWN});
    const items: {data: Record<string, Promise<Blob>>}[] = [];
    vi.stubGlobal(
      'ClipboardItem',
      class {
        data: Record<string, Promise<Blob>>;
        constructor(data: Record<string, Promise<Blob>>) {
          this.data = data;
          items.push(this);
        }
      },
    );
    const write = vi.fn(async () => undefined);
    const writeText = vi.fn();
    mockClipboard({write, writeText});
    render(<CopyMarkdownButton markdownUrl="/docs/intro_code.md" />);
    await userEvent.click(screen.getByRole('button', {name: 'Copy as Markdown'}));
    expect(write).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    const blob = await items[0].data['text/plain'];
    expect(blob.type).toBe('text/plain');
    // jsdom's Blob has no text(): read it the old way.
    const text = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(blob);
    });
    expect(text).toBe(MARKDOWN);
    expect(screen.getByRole('status')).toHaveTextContent('Page copied as Markdown');
  });

  it('offers the Markdown file itself when the copy fails', async () => {
    mockFetch({ok: false, status: 404, text: 'Not found'});
    const writeText = vi.fn();
    mockClipboard({writeText});
    render(<CopyMarkdownButton markdownUrl="/docs/intro_code.md" />);
    await userEvent.click(screen.getByRole('button', {name: 'Copy as Markdown'}));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
    expect(screen.getByRole('link', {name: 'Open the Markdown'})).toHaveAttribute('href', 'pathname:///docs/intro_code.md');
    expect(screen.getByRole('button')).toHaveTextContent('Copy as Markdown');
  });

  it('fails when the clipboard refuses, too', async () => {
    mockFetch({ok: true, status: 200, text: MARKDOWN});
    mockClipboard({writeText: vi.fn(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')))});
    render(<CopyMarkdownButton markdownUrl="/docs/intro_code.md" />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
  });

  it('returns to its label once the confirmation has been read', async () => {
    vi.useFakeTimers({shouldAdvanceTime: true});
    mockFetch({ok: true, status: 200, text: MARKDOWN});
    mockClipboard({writeText: vi.fn(async () => undefined)});
    render(<CopyMarkdownButton markdownUrl="/docs/intro_code.md" />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    await act(async () => {
      vi.advanceTimersByTime(CONFIRMATION_MS);
    });
    expect(screen.getByRole('button')).toHaveTextContent('Copy as Markdown');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
