import type {ReactNode} from 'react';

type Props = {children?: ReactNode; language?: string; title?: string};

export default function CodeBlock({children, language, title}: Props): ReactNode {
  return (
    <figure data-language={language}>
      {title ? <figcaption>{title}</figcaption> : null}
      <pre>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
