import React, { Children, type ReactNode } from 'react';

/** A run of two or more katakana (with ー and ・): one loanword, such as コンポーネント or ユーザーマニュアル. */
const KATAKANA_WORD = /([\u30A0-\u30FF]{2,})/;

/**
 * Wraps each katakana word of the text children in a `.keep-word` span (`white-space: nowrap`), so
 * a heading or a card title never breaks inside one (「コンポー/ネント」) in browsers without
 * `word-break: auto-phrase`. Elements among the children are left as they are.
 */
export function keepWordsTogether(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (typeof child !== 'string' || !KATAKANA_WORD.test(child)) return child;
    return child.split(KATAKANA_WORD).map((part, index) =>
      // split() with a capturing group puts the matches at the odd indexes.
      index % 2 === 1 ? <span key={index} className="keep-word">{part}</span> : part,
    );
  });
}
