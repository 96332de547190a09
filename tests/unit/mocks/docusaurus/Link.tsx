import type {AnchorHTMLAttributes, ReactNode} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string; children?: ReactNode};

/** Stand-in for @docusaurus/Link: a plain anchor so tests can read hrefs. */
export default function Link({to, href, children, ...rest}: Props): ReactNode {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
