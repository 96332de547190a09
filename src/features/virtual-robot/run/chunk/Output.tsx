import {useCallback, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import type {ConsoleLine} from './relay';
import {styles} from './styles';

/** Console lines kept; older ones are dropped (a program that logs every joint state message runs for minutes). */
export const MAX_LINES = 300;

/** A program's console: the last MAX_LINES lines and how many were dropped; the JavaScript and Python runners share it. */
export function useConsoleLog(): {log: {lines: ConsoleLine[]; dropped: number}; append(line: ConsoleLine): void; clear(): void} {
  const [log, setLog] = useState<{lines: ConsoleLine[]; dropped: number}>({lines: [], dropped: 0});
  const append = useCallback((line: ConsoleLine) => {
    setLog(({lines, dropped}) => {
      const next = [...lines, line];
      const over = Math.max(0, next.length - MAX_LINES);
      return {lines: over ? next.slice(over) : next, dropped: dropped + over};
    });
  }, []);
  const clear = useCallback(() => setLog({lines: [], dropped: 0}), []);
  return {log, append, clear};
}

type Props = {
  /** The program's file name, for the log's label. */
  name: string;
  lines: readonly ConsoleLine[];
  /** Lines dropped at the start to keep the log short. */
  dropped: number;
};

const LEVEL_LABEL: Record<ConsoleLine['level'], string> = {log: '', info: '', warn: 'warning: ', error: 'error: '};

/**
 * The program's console as a live log: screen readers announce new lines politely, the level is written out (not
 * only coloured), and the list scrolls by keyboard. It follows the newest line unless the reader scrolled up.
 */
export function Output({name, lines, dropped}: Props): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    const el = list.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [lines]);
  return (
    <div className={styles.output} role="log" aria-live="polite" aria-label={`Console output of ${name}`}>
      <h4 aria-hidden="true">Console</h4>
      <ul
        ref={list}
        className={styles.lines}
        // Scrolls: reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        aria-label={`Console lines of ${name}`}
        onScroll={(event) => {
          const el = event.currentTarget;
          following.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 4;
        }}
      >
        {dropped > 0 ? <li>({dropped} earlier lines not shown)</li> : null}
        {lines.length === 0 ? <li>No output yet.</li> : null}
        {lines.map((line, i) => (
          <li key={dropped + i} className={line.level === 'warn' ? styles.warn : line.level === 'error' ? styles.error : undefined}>
            {LEVEL_LABEL[line.level] ? <span className={styles.level}>{LEVEL_LABEL[line.level]}</span> : null}
            {line.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
