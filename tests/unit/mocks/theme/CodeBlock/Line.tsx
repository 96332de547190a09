import type {ReactNode} from 'react';
import type {Token} from 'prism-react-renderer';

type Props = {
  line: Token[];
  classNames?: string[];
  getLineProps: (input: {line: Token[]; className?: string}) => Record<string, unknown>;
  getTokenProps: (input: {token: Token}) => Record<string, unknown>;
};

/** The theme's CodeBlock/Line reduced to its output: a line element of token elements. */
export default function Line({line, classNames, getLineProps, getTokenProps}: Props): ReactNode {
  return (
    <span {...getLineProps({line, className: classNames?.join(' ')})}>
      {line.map((token, i) => (
        <span key={i} {...getTokenProps({token})} />
      ))}
      <br />
    </span>
  );
}
