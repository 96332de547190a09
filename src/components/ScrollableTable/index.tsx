import {startTransition, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = ComponentProps<'table'>;

/** A name for the scrolling region that tells a screen reader which table it is. */
export function regionLabel(table: HTMLTableElement | null): string {
  const caption = table?.caption?.textContent?.trim();
  if (caption) return caption;
  const headers = [...(table?.tHead?.rows[0]?.cells ?? [])].map((c) => c.textContent?.trim()).filter(Boolean);
  return headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table';
}

/**
 * Markdown tables, wrapped so a table wider than the column scrolls inside itself instead of
 * the page. Only a table that actually overflows becomes a focusable, named region: keyboard
 * readers can then scroll it with the arrow keys (WCAG 2.1.1), and narrow tables add no tab stop.
 */
export default function ScrollableTable(props: Props): ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const [label, setLabel] = useState<string | undefined>(undefined);

  useEffect(() => {
    const el = wrapper.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    // A transition: right after hydration every table on the page checks at once.
    const update = () => startTransition(() => setLabel(el.scrollWidth > el.clientWidth + 1 ? regionLabel(table.current) : undefined));
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (table.current) observer.observe(table.current);
    update();
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={wrapper} className={styles.scroller} {...(label ? {tabIndex: 0, role: 'region', 'aria-label': label} : {})}>
      <table ref={table} {...props} />
    </div>
  );
}
