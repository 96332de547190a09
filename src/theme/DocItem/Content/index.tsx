import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import CopyMarkdownButton from '@site/src/components/CopyMarkdownButton';
import {markdownPath} from '@site/src/plugins/llms-txt/paths';

type Props = WrapperProps<typeof ContentType>;

/** Wraps the doc content to add "Copy as Markdown" beside the title. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyMarkdownButton markdownUrl={markdownPath(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
