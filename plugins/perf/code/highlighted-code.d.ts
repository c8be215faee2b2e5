// The alias plugins/perf sets per bundle: code/highlighted.tsx on the server, code/lazy-highlighted.tsx in the browser.
declare module '@perf/highlighted-code' {
  import type { ReactNode } from 'react';
  import type { Props } from '@theme/CodeBlock/Content';

  export default function HighlightedCode(props: Props): ReactNode;
}
