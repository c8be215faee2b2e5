import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keepWordsTogether } from '../../src/lib/keepWordsTogether';

const html = (node: React.ReactNode) => renderToStaticMarkup(<h2>{keepWordsTogether(node)}</h2>);

describe('keepWordsTogether', () => {
  it.each([
    ['ユーザーマニュアル', '<h2><span class="keep-word">ユーザーマニュアル</span></h2>'],
    ['Cameraコンポーネントを追加する', '<h2>Camera<span class="keep-word">コンポーネント</span>を追加する</h2>'],
    ['エンティティとコンポーネント', '<h2><span class="keep-word">エンティティ</span>と<span class="keep-word">コンポーネント</span></h2>'],
    ['物理と入力', '<h2>物理と入力</h2>'],
    ['Rigid Body', '<h2>Rigid Body</h2>'],
  ])('keeps the katakana words of "%s" whole', (text, expected) => {
    expect(html(text)).toBe(expected);
  });

  it('leaves elements among the children as they are', () => {
    expect(html(['パブリッシュする', <code key="c">app.start()</code>])).toBe(
      '<h2><span class="keep-word">パブリッシュ</span>する<code>app.start()</code></h2>',
    );
  });
});
