import {memo, type ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Content from '@theme-original/AnnouncementBar/Content';
import type ContentType from '@theme/AnnouncementBar/Content';

type Props = WrapperProps<typeof ContentType>;

/**
 * The bar's text renders again only when its props change. Upstream's content sets the configured
 * HTML through `dangerouslySetInnerHTML` with a new object on every render, so each render of the
 * bar (its provider reads the dismissed state after hydration; the search page re-renders its
 * whole layout as results arrive) replaced the bar's DOM: 3.5-5.6 ms a time on the search page in
 * a Lighthouse run, five times in its first seconds (instrumented setProp).
 */
function AnnouncementBarContentWrapper(props: Props): ReactNode {
  return <Content {...props} />;
}

export default memo(AnnouncementBarContentWrapper);
