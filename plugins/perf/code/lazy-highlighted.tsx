// Browser side of code highlighting: Prism and its languages come in their own chunk, fetched the
// first time a block is rendered in the browser (after a client-side navigation). Until then the
// block shows its code as plain text in the same frame.
//
// Not React.lazy: a lazy component whose chunk fails to load throws into the route's error
// boundary and stays rejected, so one lost request replaced the page with the error screen for
// good. Here a failed load leaves the plain code in place and the next block rendered (or the next
// navigation) asks for the chunk again.
import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import CodeFrame from './CodeFrame';

type Highlighter = ComponentType<Props>;

/** The loaded component, once its chunk has arrived. */
let highlighted: Highlighter | null = null;
/** The load under way, shared by every block; cleared when it fails so that a later render retries. */
let loading: Promise<Highlighter> | null = null;

function loadHighlighted(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "code-highlighting" */ './highlighted').then(
    (module) => {
      highlighted = module.default;
      return module.default;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function PlainContent({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  return <CodeFrame className={className} code={{ children: metadata.code }} />;
}

export default function LazyHighlighted(props: Props): ReactNode {
  const [Highlighted, setHighlighted] = useState<Highlighter | null>(() => highlighted);

  useEffect(() => {
    if (Highlighted) return undefined;
    let mounted = true;
    loadHighlighted().then(
      (component) => {
        if (mounted) setHighlighted(() => component);
      },
      (error: unknown) => {
        // The plain code stays readable; the next render or navigation tries again.
        console.warn('[perf] code highlighting unavailable, showing plain code', error);
      },
    );
    return () => {
      mounted = false;
    };
  }, [Highlighted]);

  return Highlighted ? <Highlighted {...props} /> : <PlainContent {...props} />;
}
