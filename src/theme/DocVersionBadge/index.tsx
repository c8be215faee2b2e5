// Under the breadcrumbs, above the title: the notice that the page's other language is newer
// (src/components/TranslationFreshness), next to the version badge, the other note on what the
// page's text is.
import React, { type ReactNode } from 'react';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type { WrapperProps } from '@docusaurus/types';
// Relative, not @site: the behaviour fixture re-exports this wrapper into its own site.
import TranslationFreshnessNotice from '../../components/TranslationFreshness';

type Props = WrapperProps<typeof DocVersionBadgeType>;

export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  return (
    <>
      <DocVersionBadge {...props} />
      <TranslationFreshnessNotice />
    </>
  );
}
