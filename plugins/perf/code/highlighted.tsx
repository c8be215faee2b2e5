// Highlighted code content in the compact markup of token-classes.ts: theme-classic's frame and
// line classes (highlighted lines, line numbers), one span per run of same-looking tokens, colours
// from the generated stylesheet. The server renders it for every block; the browser loads it on
// demand (see lazy-highlighted).
import React, { useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { Highlight, Prism, type Token } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { usePrismTheme, useThemeConfig } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import CodeFrame from './CodeFrame';
import { mergeRuns, themeDeclarations, tokenClassResolver } from './token-classes';

prismIncludeLanguages(Prism);

type TokenProps = (input: { token: Token }) => { style?: React.CSSProperties };

function Line({ tokens, classNames, numbered, classOf, getTokenProps }: { tokens: Token[]; classNames?: string[]; numbered: boolean; classOf: (style: React.CSSProperties | undefined) => string; getTokenProps: TokenProps }): ReactNode {
  const runs = mergeRuns(tokens.map((token) => ({ className: classOf(getTokenProps({ token }).style), text: token.empty ? '' : token.content })));
  const content = runs.map((run, index) => (run.className ? <span key={index} className={run.className}>{run.text}</span> : run.text));
  return (
    <div className={clsx('token-line', classNames, numbered && lineStyles.codeLine)}>
      {numbered ? (
        <>
          <span className={lineStyles.codeLineNumber} />
          <span className={lineStyles.codeLineContent}>{content}</span>
        </>
      ) : (
        content
      )}
      <br />
    </div>
  );
}

export default function HighlightedContent({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  const theme = usePrismTheme();
  const { prism } = useThemeConfig();
  const classOf = useMemo(() => tokenClassResolver(themeDeclarations([prism.theme, prism.darkTheme]), theme.plain), [prism, theme]);
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <Highlight theme={theme} code={metadata.code} language={metadata.language}>
      {({ tokens, getTokenProps }) => (
        <CodeFrame
          className={className}
          code={{
            children: tokens.map((line, index) => (
              <Line key={index} tokens={line} classNames={metadata.lineClassNames[index]} numbered={numbered} classOf={classOf} getTokenProps={getTokenProps} />
            )),
          }}
        />
      )}
    </Highlight>
  );
}
