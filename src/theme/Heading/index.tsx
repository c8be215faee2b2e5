import React, { type ReactNode } from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type { WrapperProps } from '@docusaurus/types';
import { keepWordsTogether } from '@site/src/lib/keepWordsTogether';

type Props = WrapperProps<typeof HeadingType>;

/** Every heading (page titles, sections, home and tutorial cards) keeps its katakana words on one line. */
export default function HeadingWrapper({ children, ...props }: Props): ReactNode {
  return <Heading {...props}>{keepWordsTogether(children)}</Heading>;
}
