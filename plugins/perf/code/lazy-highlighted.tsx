// Browser side of code highlighting: Prism and its languages come in their own chunk, fetched the
// first time a block is rendered in the browser (after a client-side navigation). Until then the
// block shows its code as plain text in the same frame.
import React, { lazy, Suspense, type ReactNode } from 'react';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import CodeFrame from './CodeFrame';

const Highlighted = lazy(() => import(/* webpackChunkName: "code-highlighting" */ './highlighted'));

function PlainContent({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  return <CodeFrame className={className} code={{ children: metadata.code }} />;
}

export default function LazyHighlighted(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainContent {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
