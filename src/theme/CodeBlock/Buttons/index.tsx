/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Buttons/index, a 20-line component).
 * One change, marked CUSTOM: the button group's `<div>` is in the server's HTML, empty, and only
 * the buttons are added in the browser.
 *
 * Why: upstream adds the whole group after hydration, as the `<pre>`'s next sibling. The `<pre>`
 * then stops being its parent's last child, and Chrome styles the `<pre>` again (a rule ending in a
 * bare `:last-child`, `.cardContainer *:last-child` of the theme's doc cards, makes every element's
 * last-child state count) and rebuilds its layout box: in a trace of the long tutorial at 412 px,
 * all 12 `<pre>`s, in the frame that adds the buttons. With the `<div>` already there, the `<pre>`
 * does not change; that frame's main-thread CPU went from 12.6 to 8.6 ms (median of 6 loads).
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
