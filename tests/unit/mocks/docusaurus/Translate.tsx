import type {ReactNode} from 'react';

/** Stand-in for @docusaurus/Translate: the message as written, without its placeholders filled. */
export default function Translate({children}: {children?: ReactNode}): ReactNode {
  return children ?? null;
}
