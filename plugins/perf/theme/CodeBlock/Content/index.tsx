// Wraps theme-classic's code content. A block rendered during hydration keeps the server's
// highlighted DOM (React and Preact leave an element with dangerouslySetInnerHTML alone when they hydrate),
// so the first load needs neither Prism nor thousands of token elements. Blocks rendered later, in
// the browser, are highlighted by a chunk loaded on demand (code/lazy-highlighted.tsx, which the
// server bundle replaces with the highlighter itself: plugins/perf/index.ts).
import React, { type ReactNode } from 'react';
import HighlightedCode from '../../../code/lazy-highlighted';
import type { Props } from '@theme/CodeBlock/Content';
import CodeFrame from '../../../code/CodeFrame';
import useFirstHydration from '../../../islands/useFirstHydration';

/** Hydration keeps the server's children of an element whose inner HTML it was told is unchanged. */
const KEEP_SERVER_HTML = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true } as const;

export default function CodeBlockContent(props: Props): ReactNode {
  return useFirstHydration() ? <CodeFrame className={props.className} code={KEEP_SERVER_HTML} /> : <HighlightedCode {...props} />;
}
