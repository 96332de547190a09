/*
 * Ejected from @docusaurus/theme-classic 3.10.2 (NotFound/Content, a 30-line component):
 * the upstream text tells readers to contact the site owner, which cannot be changed by
 * wrapping. This version points to search and into both docs versions instead.
 */
import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {docsRootRedirect, otherVersionPath} from '@site/src/shared/docsRoots';

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  // CUSTOM: the static 404.html is rendered for one path and served for all unknown ones, so the
  // address-specific parts appear only after hydration to avoid a hydration mismatch.
  const isBrowser = useIsBrowser();
  const twin = isBrowser ? otherVersionPath(pathname, siteConfig.baseUrl) : undefined;
  // CUSTOM: /docs and /docs/v1 lead to each version's first doc. The build writes a redirecting
  // page at both (config/docsRedirects.ts); this covers client-side navigation, after hydration.
  const history = useHistory();
  const redirect = isBrowser ? docsRootRedirect(pathname, siteConfig.baseUrl) : undefined;
  useEffect(() => {
    if (redirect) history.replace(redirect);
  }, [redirect, history]);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">Page not found</Heading>
          <p>
            {/* CUSTOM: <bdi> keeps right-to-left override characters in the address from reordering the sentence. */}
            There is no page at{' '}
            {isBrowser ? (
              <code>
                <bdi>{pathname}</bdi>
              </code>
            ) : (
              'this address'
            )}
            . It may have moved when the docs were reorganised, or the address may be mistyped.
          </p>
          <Heading as="h2">Find it</Heading>
          <ul>
            <li>
              {/* CUSTOM: the keyboard shortcuts and the search page of src/features/search/theme/SearchBar and SearchPage. */}
              {/* CUSTOM: the shortcut only where a keyboard is likely; phones are told to tap (custom.css). */}
              Search the docs:{' '}
              <span className="qt-hint-keyboard">
                press <kbd>Ctrl</kbd>+<kbd>K</kbd> (<kbd>⌘</kbd>+<kbd>K</kbd> on a Mac) or <kbd>/</kbd>,
              </span>
              <span className="qt-hint-touch">tap the magnifier at the top of the page,</span> or open the <Link to="/search">search page</Link>.
            </li>
            {twin ? (
              <li>
                Try the same address in the {twin.label}:{' '}
                <Link to={twin.path}>
                  <bdi>{twin.path}</bdi>
                </Link>
              </li>
            ) : null}
            <li>
              Start again from the <Link to="/docs/intro_code">QTrobot V2 docs</Link> (current robots) or the{' '}
              <Link to="/docs/v1/intro_code">QTrobot V1 docs</Link> (older robots).
            </li>
            <li>
              Browse the <Link to="/docs/api_ros">ROS API reference</Link> or the <Link to="/docs/tutorials/intro_ros">tutorials</Link>.
            </li>
          </ul>
          <p>
            Followed a broken link on this site? Tell us on the <Link to="/support#docs">support page</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
