/**
 * How hot reloading replaces a script class and its instances.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - registering a name that is already registered returns false and, in a `setTimeout` (the next tick), replaces
 *   the type in the registry and fires `swap` and `swap:name` when the new class has `swap`; otherwise it logs a
 *   warning and keeps the old type: framework/script/script-registry.js `add()`.
 * - every Script component listening for `swap:name` calls `swap()`: a new instance with the old one's `enabled`
 *   and attributes, `initializeAttributes`, the same index in the scripts list and the update lists, then
 *   `swap(old)` on the new instance, then the component fires `swap` and `swap:name`:
 *   framework/components/script/component.js `swap()` (no `initialize` on the new instance, no `destroy` on
 *   the old one).
 * Editor: the Launch page loads the saved script file again (see the hot reloading page of the manual).
 */
import { defineDiagram, type Localized } from './lib';

const STEPS: Array<{ title: Localized; lines: Array<Localized | string>; tone: 'neutral' | 'blue' }> = [
  {
    tone: 'neutral',
    title: { en: '1. Save', ja: '1. 保存' },
    lines: [
      { en: 'Save the script', ja: 'スクリプトを保存する' },
      { en: 'The Launch page reloads the file', ja: 'Launchページが読み込み直す' },
    ],
  },
  {
    tone: 'neutral',
    title: { en: '2. Register again', ja: '2. 再登録' },
    lines: ['`app.scripts.add(Type)`', { en: '→ `false` (nothing swapped yet)', ja: '→ `false`（まだ差し替えない）' }],
  },
  {
    tone: 'blue',
    title: { en: '3. Next tick', ja: '3. 次のティック' },
    lines: [
      { en: 'Has `swap`: type replaced', ja: '`swap`あり：型を置き換え' },
      { en: "fires `'swap'`", ja: "`'swap'`を発行" },
    ],
  },
];

export default defineDiagram({
  name: 'hot-reload-swap',
  width: 760,
  height: 344,
  title: { en: 'How hot reloading swaps a script', ja: 'ホットリロードでのスクリプトの差し替え' },
  description: {
    en: 'Saving a script makes the Launch page load the file again, and the script is registered again under the same name. add() returns false; on the next tick the registry checks the new class for swap. If it has one, the registry replaces the type and fires swap, and every Script component creates a new instance, assigns its attributes, puts it in the same update slot and calls swap(old). Without swap, a warning is logged and the old type stays.',
    ja: 'スクリプトを保存すると、Launchページがファイルを読み込み直し、同じ名前のスクリプトが再登録されます。add()はfalseを返し、次のティックでレジストリが新しいクラスのswapを確かめます。あれば型を置き換えてswapイベントを発行し、各Scriptコンポーネントが新しいインスタンスを作り、属性を代入し、更新順の同じ位置に置いてswap(old)を呼びます。swapがなければ警告を出し、古い型を使い続けます。',
  },
  draw(c) {
    const parts: string[] = [];
    const step = { y: 20, w: 230, h: 86, xs: [20, 265, 510] };
    STEPS.forEach((s, i) => {
      const x = step.xs[i]!;
      parts.push(c.card(x, step.y, step.w, step.h, s.tone, s.title, s.lines, { size: 12 }));
      if (i > 0) parts.push(c.arrow([[step.xs[i - 1]! + step.w + 1, step.y + step.h / 2], [x - 2, step.y + step.h / 2]], 'blue', { width: 1.8 }));
    });

    // Step 4, when the new class has swap.
    const swap = { x: 20, y: 172, w: 470, h: 152 };
    const right = { x: 512, w: 228 };
    const stepBottom = step.y + step.h;
    const branchY = stepBottom + 32;
    const fromX = step.xs[2]! + 50;
    parts.push(c.arrow([[fromX, stepBottom + 1], [fromX, branchY], [swap.x + swap.w - 60, branchY], [swap.x + swap.w - 60, swap.y - 2]], 'blue', { width: 1.8 }));
    parts.push(c.text(fromX - 10, branchY - 8, { en: 'has `swap`', ja: '`swap`あり' }, { size: 12, anchor: 'end', ink: 'blue', maxWidth: 120 }));
    parts.push(
      c.card(swap.x, swap.y, swap.w, swap.h, 'blue', { en: '4. In every Script component', ja: '4. Scriptコンポーネントごと' }, [
        { en: '1. Create a new instance (same enabled state)', ja: '1. 新しいインスタンスを作る（有効・無効を引き継ぐ）' },
        { en: '2. Assign the attributes', ja: '2. 属性を代入する' },
        { en: '3. Put it in the same update slot', ja: '3. 更新順の同じ位置に置く' },
        { en: '4. Call `swap(old)`', ja: '4. `swap(old)`を呼ぶ' },
        { en: "5. Fire `'swap'` and `'swap:name'`", ja: "5. `'swap'`と`'swap:名前'`を発行" },
      ], { size: 13 }),
    );

    // No swap: the old type stays.
    const noSwap = { y: swap.y, h: 64 };
    const downX = right.x + right.w / 2 + 30;
    parts.push(c.arrow([[downX, stepBottom + 1], [downX, noSwap.y - 2]], 'accent', { width: 1.8 }));
    parts.push(c.card(right.x, noSwap.y, right.w, noSwap.h, 'accent', { en: 'No swap', ja: '`swap`なし' }, [{ en: 'Warning; the old type stays', ja: '警告を出し、古い型のまま' }], { size: 12.5 }));

    // What does not run.
    const notCalled = { y: noSwap.y + noSwap.h + 14 };
    const notCalledH = swap.y + swap.h - notCalled.y;
    parts.push(c.box(right.x, notCalled.y, right.w, notCalledH, 'plain'));
    parts.push(c.text(right.x + 14, notCalled.y + 22, { en: 'Not called', ja: '呼ばれないもの' }, { size: 13, bold: true, maxWidth: right.w - 28 }));
    parts.push(
      c.lines(
        right.x + 14,
        notCalled.y + 42,
        [
          { en: '`initialize` of the new instance', ja: '新しいインスタンスの`initialize`' },
          { en: '`destroy` of the old instance', ja: '古いインスタンスの`destroy`' },
        ],
        { size: 12, lineHeight: 18, ink: 'muted', maxWidth: right.w - 28 },
      ),
    );
    return parts.join('\n');
  },
});
