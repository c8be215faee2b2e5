// After the page's own footer (tags): the page feedback (src/components/PageFeedback).
import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function DocItemFooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <PageFeedback />
    </>
  );
}
