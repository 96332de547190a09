/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Buttons/index, a 20-line component).
 * One change, marked CUSTOM: the button group's `<div>` is in the server's HTML, empty, and only
 * the buttons are added in the browser.
 *
 * Why: upstream adds the whole group after hydration, as the `<pre>`'s next sibling. The `<pre>`
 * then stops being its parent's last child, and Chrome styles the `<pre>` again (a `:last-child`
 * rule elsewhere in the stylesheet makes every element's last-child state count) and rebuilds its
 * layout box with every element inside it: in a trace of the long tutorial at 412 px, one style
 * pass of 2,027 elements (35-43 ms unthrottled) right after hydration, for two code blocks' lines.
 * With the `<div>` already there, the `<pre>` does not change.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
// The theme's own CSS module, as in CodeBlock/Content.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';

// Code block buttons are not server-rendered: they need React to work, and their SVG icons would
// add to every page's HTML.
export default function CodeBlockButtons({className}: Props): ReactNode {
  return (
    // CUSTOM: the group's element is rendered on the server too (see above).
    <div className={clsx(className, styles.buttonGroup)}>
      <BrowserOnly>
        {() => (
          <>
            <WordWrapButton />
            <CopyButton />
          </>
        )}
      </BrowserOnly>
    </div>
  );
}
