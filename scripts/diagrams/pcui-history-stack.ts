/**
 * The action array and current position of the Observer library's History (@playcanvas/observer
 * 1.7.1, dist/index.mjs, class History):
 * - add(): when the position is not the last action, `_actions` is cut after the position
 *   (`slice(0, _currentActionIndex + 1)`), then the action is pushed and the position moves to it.
 * - undo(): calls the current action's `undo`, position - 1; redo(): position + 1, calls that action's
 *   `redo`. The names are those the brush example (examples/pcui/examples/history) records.
 */
import { defineDiagram, type Localized } from './lib';

type State = 'done' | 'undone' | 'dropped' | 'new';

interface Row {
  caption: Localized;
  call: string;
  actions: Array<{ name: string; state: State }>;
  /** Index of the current action, or -1 before the first. */
  current: number;
}

const ROWS: Row[] = [
  {
    caption: { en: 'After four edits', ja: '4回編集したあと' },
    call: '',
    actions: [
      { name: 'brush.name', state: 'done' },
      { name: 'brush.size(…)', state: 'done' },
      { name: 'brush.shape', state: 'done' },
      { name: 'brush.reset', state: 'done' },
    ],
    current: 3,
  },
  {
    caption: { en: 'Undo twice', ja: '2回元に戻す' },
    call: '`undo()` ×2',
    actions: [
      { name: 'brush.name', state: 'done' },
      { name: 'brush.size(…)', state: 'done' },
      { name: 'brush.shape', state: 'undone' },
      { name: 'brush.reset', state: 'undone' },
    ],
    current: 1,
  },
  {
    caption: { en: 'Then a new edit', ja: '続けて新しく編集' },
    call: '`add()`',
    actions: [
      { name: 'brush.name', state: 'done' },
      { name: 'brush.size(…)', state: 'done' },
      { name: 'brush.pressure', state: 'new' },
    ],
    current: 2,
  },
];

export default defineDiagram({
  name: 'pcui-history-stack',
  width: 760,
  height: 368,
  title: { en: 'The action array and the current position of a History', ja: 'Historyのアクション配列と現在位置' },
  description: {
    en: 'A History keeps its actions in order and points at the current one. Undo calls the current action\'s undo and moves the pointer left; redo moves it right again. Adding an action after an undo drops the actions that could have been redone.',
    ja: 'Historyはアクションを順に並べ、現在のアクションを指しています。undoは現在のアクションのundoを呼んで位置を左へ、redoは右へ動かします。元に戻したあとでアクションを追加すると、やり直せたはずのアクションは捨てられます。',
  },
  draw(c) {
    const parts: string[] = [];
    const label = { x: 16, w: 170 };
    const box = { x: 200, w: 128, h: 40, gap: 10 };
    const rowH = 118;
    const top = 22;

    ROWS.forEach((row, r) => {
      const y = top + r * rowH;
      parts.push(c.text(label.x, y + 24, row.caption, { size: 14, bold: true, maxWidth: label.w }));
      if (row.call) parts.push(c.text(label.x, y + 44, row.call, { size: 12.5, ink: 'blue', maxWidth: label.w }));

      row.actions.forEach((action, i) => {
        const x = box.x + i * (box.w + box.gap);
        const tone = action.state === 'new' ? 'accent' : action.state === 'undone' ? 'plain' : 'neutral';
        parts.push(c.box(x, y + 6, box.w, box.h, tone, { dashed: action.state === 'undone', radius: 6 }));
        const ink = action.state === 'new' ? 'accent' : action.state === 'undone' ? 'muted' : 'text';
        parts.push(c.text(x + box.w / 2, y + 31, `\`${action.name}\``, { size: 11.5, anchor: 'middle', ink, maxWidth: box.w - 10 }));
      });

      // The pointer under the current action.
      const px = box.x + row.current * (box.w + box.gap) + box.w / 2;
      parts.push(c.arrow([[px, y + 78], [px, y + 50]], 'accent', { width: 2 }));
      parts.push(c.text(px + 8, y + 80, { en: 'current', ja: '現在位置' }, { size: 12, ink: 'accent', maxWidth: 80 }));

      if (r === 1) {
        const x = box.x + 2 * (box.w + box.gap);
        parts.push(c.text(x + box.w + box.gap / 2, y + 80, { en: 'can be redone', ja: 'やり直せる' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 150 }));
      }
      if (r === 2) {
        const x = box.x + 3 * (box.w + box.gap);
        parts.push(c.box(x, y + 6, box.w, box.h, 'plain', { dashed: true, radius: 6 }));
        parts.push(c.text(x + box.w / 2, y + 31, { en: '2 dropped', ja: '2つ捨てられる' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: box.w - 10 }));
      }
    });
    return parts.join('\n');
  },
});
