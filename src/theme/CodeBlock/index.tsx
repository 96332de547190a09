/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/index, a 20-line component) to drop
 * one line: upstream renders the content with `key={String(isBrowser)}`, so every code block is
 * thrown away and built again right after hydration. That was meant to apply the dark Prism
 * theme, but the colour mode context now starts from the server's value and changes after
 * hydration (theme-common contexts/colorMode.js), so React updates the token colours in place.
 * On a long tutorial the rebuild re-created ~2,300 DOM nodes in one blocking task.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable: if there are React
 * elements, the content cannot be copied and is returned as is.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  // CUSTOM: no `key={String(useIsBrowser())}`, the code hydrates in place.
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
