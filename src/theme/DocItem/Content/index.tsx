import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import MarkdownActions from '@site/src/components/MarkdownActions';

type Props = WrapperProps<typeof ContentType>;

/** Every doc page's content, with the Markdown actions above it. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <MarkdownActions />
      <Content {...props} />
    </>
  );
}
