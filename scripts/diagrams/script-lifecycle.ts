/**
 * The life of an ESM `Script` instance. Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - construction, then attributes: framework/components/script/component.js `create()` constructs the
 *   instance, then `initializeAttributes()`; at application start the script system assigns every
 *   component's attributes before any `initialize` (framework/components/script/system.js `_onInitialize`).
 * - `initialize` once, the first time the script is enabled; `postInitialize` after every script enabled
 *   in the same pass: framework/script/script.js `set enabled`, component.js `_onInitialize`,
 *   `onPostStateChange`, framework/entity.js `_notifyHierarchyStateChanged`, framework/app-base.js `start()`.
 * - every frame: all `update(dt)`, then all `postUpdate(dt)`: app-base.js `update()`; dt in seconds: `tick`.
 * - `enable`/`disable` then `state`: script.js `set enabled`; effective state includes the entity and the
 *   component: script.js `get enabled`.
 * - destroy: component.js `destroy()` sets `enabled = false`, then fires `destroy` on the instance.
 * - hot reload: framework/script/script-registry.js `add()` (only when the new class has `swap`),
 *   component.js `swap()` (new instance, attributes, `swap(old)`; no `initialize`).
 */
import { defineDiagram } from './lib';

const LEFT = { x: 20, w: 330 };
const RIGHT = { x: 372, w: 328 };

export default defineDiagram({
  name: 'script-lifecycle',
  width: 720,
  height: 566,
  title: { en: 'Life of a script instance', ja: 'スクリプトインスタンスのライフサイクル' },
  description: {
    en: 'Construction, attribute assignment, initialize and postInitialize run once; update and postUpdate run every frame while the script is enabled. Changes of enabled fire enable, disable and state; destroying fires destroy; hot reloading calls swap on a new instance.',
    ja: '生成、属性の代入、initializeとpostInitializeは1回だけ実行され、updateとpostUpdateは有効な間毎フレーム実行されます。enabledの変化でenable、disable、stateイベント、破棄でdestroyイベントが発生し、ホットリロードでは新しいインスタンスのswapが呼ばれます。',
  },
  draw(c) {
    const cx = LEFT.x + LEFT.w / 2;
    const parts: string[] = [];
    parts.push(
      c.text(LEFT.x, 24, { en: 'Once per script instance', ja: 'インスタンスごとに1回' }, { size: 14, bold: true, ink: 'muted', maxWidth: LEFT.w }),
      c.text(RIGHT.x, 24, { en: 'Whenever it happens', ja: '発生したときに' }, { size: 14, bold: true, ink: 'muted', maxWidth: RIGHT.w }),
    );

    const steps = [
      {
        tone: 'neutral' as const,
        title: { en: 'Construction', ja: '生成' },
        lines: [
          { en: 'The engine creates the instance and', ja: 'エンジンがインスタンスを作成し、' },
          { en: 'sets `this.app` and `this.entity`.', ja: '`this.app`と`this.entity`を設定' },
        ],
      },
      {
        tone: 'neutral' as const,
        title: { en: 'Attributes assigned', ja: '属性の代入' },
        lines: [
          { en: 'Values set in the Editor or passed to', ja: 'エディターや`create()`で指定した値を' },
          { en: '`create()` are written to the fields.', ja: '属性のフィールドに代入' },
        ],
      },
      {
        tone: 'accent' as const,
        title: '`initialize()`',
        lines: [
          { en: 'Once, the first time the script', ja: 'スクリプトが初めて有効になったときに' },
          { en: 'is enabled.', ja: '1回だけ' },
        ],
      },
      {
        tone: 'accent' as const,
        title: '`postInitialize()`',
        lines: [
          { en: 'Once, after every script enabled in', ja: '同時に有効になったすべてのスクリプトの' },
          { en: 'the same pass has run `initialize()`.', ja: '`initialize()`が済んだあとに1回' },
        ],
      },
    ];
    const stepHeight = 74;
    const stepGap = 22;
    steps.forEach((step, i) => {
      const y = 40 + i * (stepHeight + stepGap);
      parts.push(c.card(LEFT.x, y, LEFT.w, stepHeight, step.tone, step.title, step.lines));
      parts.push(c.arrow([[cx, y + stepHeight + 1], [cx, y + stepHeight + stepGap - 2]]));
    });

    // The frame loop.
    const loopY = 40 + steps.length * (stepHeight + stepGap);
    const loopH = 126;
    parts.push(c.box(LEFT.x, loopY, LEFT.w, loopH, 'blue', { dashed: true }));
    parts.push(c.text(LEFT.x + 14, loopY + 24, { en: 'Every frame, while enabled', ja: '毎フレーム（有効な間）' }, { size: 15, bold: true, ink: 'blue', maxWidth: LEFT.w - 28 }));
    const inner = { y: loopY + 36, h: 48, w: 136 };
    const updateX = LEFT.x + 14;
    const postX = LEFT.x + LEFT.w - 14 - inner.w;
    for (const [x, name] of [
      [updateX, '`update(dt)`'],
      [postX, '`postUpdate(dt)`'],
    ] as const) {
      parts.push(c.box(x, inner.y, inner.w, inner.h, 'plain', { radius: 6 }));
      parts.push(c.text(x + inner.w / 2, inner.y + 20, name, { size: 13, anchor: 'middle', maxWidth: inner.w - 12 }));
      parts.push(c.text(x + inner.w / 2, inner.y + 38, { en: 'every script', ja: '全スクリプト' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: inner.w - 12 }));
    }
    const midY = inner.y + inner.h / 2;
    parts.push(c.arrow([[updateX + inner.w + 1, midY], [postX - 2, midY]], 'blue'));
    const backY = inner.y + inner.h + 14;
    parts.push(
      c.arrow(
        [
          [postX + inner.w / 2, inner.y + inner.h + 1],
          [postX + inner.w / 2, backY],
          [updateX + inner.w / 2, backY],
          [updateX + inner.w / 2, inner.y + inner.h + 3],
        ],
        'blue',
        { dashed: true },
      ),
    );
    parts.push(
      c.text(cx, loopY + loopH - 10, { en: '`dt`: capped seconds × `timeScale`', ja: '`dt`：上限付きの経過秒数×`timeScale`' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: LEFT.w - 28 }),
    );

    // Events and hooks that can happen at any time.
    const r1 = { y: 40, h: 176 };
    parts.push(c.box(RIGHT.x, r1.y, RIGHT.w, r1.h, 'green'));
    parts.push(c.text(RIGHT.x + 14, r1.y + 24, { en: '`enabled` changes', ja: '`enabled`が変わる' }, { size: 15, bold: true, ink: 'green', maxWidth: RIGHT.w - 28 }));
    const colX = RIGHT.x + 14;
    const eventX = RIGHT.x + 138;
    parts.push(
      c.text(colX, r1.y + 48, '`enabled = true`', { size: 12.5, maxWidth: 120 }),
      c.text(eventX, r1.y + 48, { en: '→ `enable`, `state(true)`', ja: '→ `enable`、`state(true)`' }, { size: 12.5, maxWidth: RIGHT.x + RIGHT.w - 14 - eventX }),
      c.text(colX, r1.y + 68, '`enabled = false`', { size: 12.5, maxWidth: 120 }),
      c.text(eventX, r1.y + 68, { en: '→ `disable`, `state(false)`', ja: '→ `disable`、`state(false)`' }, { size: 12.5, maxWidth: RIGHT.x + RIGHT.w - 14 - eventX }),
      c.lines(
        colX,
        r1.y + 96,
        [
          { en: 'The first enable also runs `initialize()`', ja: '初めて有効になったときは`initialize()`と' },
          { en: 'and `postInitialize()`.', ja: '`postInitialize()`も実行' },
          { en: 'Also fired when the entity or the Script', ja: 'エンティティやScriptコンポーネントの' },
          { en: 'component is turned on or off.', ja: '有効・無効の切り替えでも発生' },
        ],
        { lineHeight: 19, maxWidth: RIGHT.w - 28 },
      ),
    );

    const r2 = { y: r1.y + r1.h + 22, h: 164 };
    parts.push(
      c.card(RIGHT.x, r2.y, RIGHT.w, r2.h, 'neutral', { en: 'Destroyed', ja: '破棄' }, [
        { en: '`entity.destroy()`,', ja: '`entity.destroy()`、' },
        { en: '`entity.script.destroy(name)`', ja: '`entity.script.destroy(name)`、' },
        { en: 'or removing the Script component: first', ja: 'Scriptコンポーネントの削除のとき、' },
        { en: '`disable`, `state(false)` if it was enabled,', ja: '有効だった場合は`disable`、`state(false)`、' },
        { en: 'then the `destroy` event.', ja: '最後に`destroy`イベント' },
      ]),
    );

    const r3 = { y: r2.y + r2.h + 22, h: 150 };
    parts.push(
      c.card(RIGHT.x, r3.y, RIGHT.w, r3.h, 'neutral', { en: 'Hot reload', ja: 'ホットリロード' }, [
        { en: 'The script is registered again under its', ja: '同じ名前のスクリプトが再登録され、' },
        { en: 'name and the new class defines `swap()`:', ja: '新しいクラスに`swap()`があるとき、' },
        { en: 'a new instance gets the attributes, then', ja: '新しいインスタンスに属性を代入し、' },
        { en: 'its `swap(old)` runs and it replaces the', ja: '`swap(old)`を呼んで古いものと置き換え' },
        { en: 'old one. `initialize()` does not run again.', ja: '`initialize()`は再実行されない' },
      ]),
    );
    return parts.join('\n');
  },
});
