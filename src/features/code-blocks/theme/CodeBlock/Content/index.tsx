/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Content/index, a 60-line component)
 * so that a server-rendered code block hydrates without highlighting it again. Changes, marked
 * CUSTOM:
 *
 * - While hydrating, the block's `<code>` takes the server's HTML as it is
 *   (`dangerouslySetInnerHTML` with the element's own HTML, which React does not touch when it
 *   hydrates or when the object stays the same). Upstream tokenizes the code again with Prism and
 *   hydrates one element per token: on a long tutorial, thousands of elements of hydration work,
 *   and Prism with its grammars in the first visit's script.
 * - `Highlight` comes from the highlighter chunk (src/features/code-blocks/loader.ts), loaded when a
 *   block is rendered in the browser: a page reached by client navigation, or a colour theme other
 *   than the one the server used. Until the chunk arrives, such a block shows its lines unhighlighted
 *   (same text, line numbers and highlighted lines); a server-rendered block keeps the server's
 *   colours.
 * - The `<pre>` carries its line count (`--qt-code-lines`), from which src/css/custom.css sizes a
 *   block the browser has not laid out because it is off the screen (`content-visibility`).
 */
import React, {forwardRef, useEffect, useId, useState, type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import type {PrismTheme, RenderProps, Token} from 'prism-react-renderer';
// CUSTOM: the theme's own CSS module (the same class names as its Content/Element and Content/String).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {loadHighlighter, loadedHighlighter, type Highlighter} from '@site/src/features/code-blocks/loader';

/** The attribute that pairs a server-rendered `<code>` with its component while hydrating. */
export const CODE_ID_ATTRIBUTE = 'data-code-id';

/** The custom property that gives a block's line count to its off-screen size (custom.css). */
export const CODE_LINES_PROPERTY = '--qt-code-lines';

/** Lines of a block as it is rendered: one `.token-line` per line of its code. */
export function countLines(code: string): number {
  return code.split(/\r\n|\r|\n/).length;
}

// CUSTOM: `lines`, the block's line count, as a custom property: while the block is off the
// screen the browser skips laying it out (`content-visibility: auto`) and sizes it from this.
const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'> & {lines: number}>(({lines, ...props}, ref) => (
  <pre
    ref={ref}

    tabIndex={0}
    {...props}
    style={{...props.style, [CODE_LINES_PROPERTY]: lines} as CSSProperties}
    className={clsx(props.className, styles.codeBlock, 'thin-scrollbar', 'qt-deferred')}
  />
));

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/** The server's HTML of this block and the theme it was rendered with; none outside hydration. */
type ServerHtml = {html: {__html: string}; theme: PrismTheme};

function readServerHtml(id: string, theme: PrismTheme): ServerHtml | undefined {
  if (typeof document === 'undefined') return undefined;
  // useId gives the same id on the server and while hydrating; a block first rendered in the
  // browser gets an id of the client's own form, which no server-rendered element carries.
  const code = document.querySelector(`code[${CODE_ID_ATTRIBUTE}="${id}"]`);
  return code ? {html: {__html: code.innerHTML}, theme} : undefined;
}

/** The highlighter, loading it when `needed` and it has not run yet. */
function useHighlighter(needed: boolean): Highlighter | undefined {
  const [highlighter, setHighlighter] = useState(loadedHighlighter);
  useEffect(() => {
    if (!needed || highlighter) return undefined;
    let current = true;
    loadHighlighter().then(
      (loaded) => current && setHighlighter(() => loaded),
      // Offline without the chunk cached: the block stays readable, unhighlighted.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, highlighter]);
  return highlighter ?? loadedHighlighter();
}

/** Lines without highlighting, shaped as Highlight's, while the highlighter loads. */
function plainLines(code: string): Token[][] {
  return code.split(/\r\n|\r|\n/).map((content) => [{types: ['plain'], content: content || '\n', empty: content === '' || undefined}]);
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // CUSTOM: the server's HTML while hydrating; the highlighter otherwise.
  const id = useId();
  const [serverHtml] = useState(() => readServerHtml(id, prismTheme));
  const keepServerHtml = serverHtml !== undefined && serverHtml.theme === prismTheme;
  const highlighter = useHighlighter(!keepServerHtml);
  const preClassName = clsx(classNameProp, `prism-code language-${language.toLowerCase()}`);
  const lineCount = countLines(code);

  if (serverHtml && (keepServerHtml || !highlighter)) {
    return (
      <Pre ref={wordWrap.codeBlockRef} lines={lineCount} className={preClassName} style={serverHtml.theme.plain}>
        <Code {...{[CODE_ID_ATTRIBUTE]: id}} dangerouslySetInnerHTML={serverHtml.html} />
      </Pre>
    );
  }

  const renderLines = ({className, style, tokens: lines, getLineProps, getTokenProps}: RenderProps): ReactNode => (
    <Pre ref={wordWrap.codeBlockRef} lines={lineCount} className={clsx(classNameProp, className)} style={style}>
      <Code {...{[CODE_ID_ATTRIBUTE]: id}}>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );

  if (!highlighter) {
    const {backgroundColor: _background, ...plain} = prismTheme.plain;
    return renderLines({
      className: preClassName,
      style: prismTheme.plain,
      tokens: plainLines(code),
      getLineProps: ({className, style, line: _line, ...rest}) => ({...rest, className: clsx('token-line', className), style: {...plain, ...style}}),
      getTokenProps: ({token, className, style, ...rest}) => ({
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: token.empty ? {display: 'inline-block', ...style} : style,
      }),
    });
  }

  const {Highlight} = highlighter;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {renderLines}
    </Highlight>
  );
}
