import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Props = {
  /** The page's Markdown copy, written by the llms-txt plugin beside the page (`/docs/intro_code.md`). */
  markdownUrl: string;
};

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** How long the confirmation stays before the button reads "Copy as Markdown" again. */
export const CONFIRMATION_MS = 4000;

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Safari allows a clipboard write only during the click itself, not after an `await fetch`: a
 * ClipboardItem takes the text as a promise, so the write starts at once and completes when the
 * download does. Browsers without ClipboardItem get `writeText` after the download.
 */
export async function copyMarkdown(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    const blob = fetchMarkdown(url).then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  const text = await fetchMarkdown(url);
  await navigator.clipboard.writeText(text);
}

/** Copies the page as Markdown, for pasting into an AI assistant or a note, and says so. */
export default function CopyMarkdownButton({markdownUrl}: Props): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    setStatus('copying');
    try {
      await copyMarkdown(markdownUrl);
      setStatus('copied');
      timer.current = setTimeout(() => setStatus('idle'), CONFIRMATION_MS);
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.bar}>
      <button type="button" className={clsx('button button--sm button--secondary', styles.button)} onClick={copy} disabled={status === 'copying'}>
        {status === 'copied' ? 'Copied' : 'Copy as Markdown'}
      </button>
      <span role="status" className={clsx(styles.status, status === 'failed' && styles.failed)}>
        {status === 'copied' && 'Page copied as Markdown'}
        {status === 'failed' && (
          <>
            Could not copy. <Link to={`pathname://${markdownUrl}`}>Open the Markdown</Link>
          </>
        )}
      </span>
    </div>
  );
}
