import type {ReactNode} from 'react';

/** Loaded on demand by /e2e/lazy, in its own chunk, so the e2e test can make that chunk fail. */
export default function LazyPanel(): ReactNode {
  return <p>The lazily loaded panel is here.</p>;
}
