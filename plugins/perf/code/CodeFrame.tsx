// The <pre><code> frame of a code block with theme-classic's own class names and Prism's root
// style, built without Prism: the same markup Highlight wraps around its tokens on the server.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

interface Props {
  className?: string;
  /** Attributes of the <code> element: its children, or how to keep the server's. */
  code: React.ComponentProps<'code'>;
}

export default function CodeFrame({ className, code }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Same as theme-classic: the block scrolls sideways, so keyboard users must reach it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, `prism-code language-${metadata.language.toLowerCase()}`, styles.codeBlock, 'thin-scrollbar')}
      style={prismTheme.plain}>
      <code
        {...code}
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={{ counterReset: numbered ? `line-count ${(metadata.lineNumbersStart ?? 1) - 1}` : undefined }}
      />
    </pre>
  );
}
