import {memo} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

/**
 * A line renders again only when its tokens, classes or the theme change. Its code block
 * re-renders for other reasons once the page is interactive (the word-wrap check, the copy
 * button), and without this every token of every line was rendered again each time.
 */
function sameLine(a: Props, b: Props): boolean {
  return (
    a.line === b.line &&
    a.showLineNumbers === b.showLineNumbers &&
    a.getLineProps === b.getLineProps &&
    a.getTokenProps === b.getTokenProps &&
    (a.classNames ?? []).join(' ') === (b.classNames ?? []).join(' ')
  );
}

export default memo(Line, sameLine);
