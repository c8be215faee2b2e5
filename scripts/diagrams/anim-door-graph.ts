/**
 * The door example of the Anim component page: two states switched by a boolean parameter.
 * The graph is examples/user-manual/animation/anim-component/door-state-graph.mjs (states, transitions, the
 * `open` parameter, the two tracks). Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - START is the layer's entry and its first transition is taken without conditions:
 *   framework/anim/controller/anim-controller.js (`_activeStateName = ANIM_STATE_START`, `_findTransition`, `update`).
 * - a transition with conditions is taken when all hold, blending over `time` seconds: same file
 *   (`_transitionHasConditionsMet`, `updateStateFromTransition`).
 * - a state with `loop: false` holds its last pose: framework/anim/evaluator/anim-clip.js `_update` (clamps to the duration and pauses).
 * - boolean parameters: framework/anim/controller/constants.js `ANIM_PARAMETER_BOOLEAN`.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'anim-door-graph',
  width: 720,
  height: 238,
  title: { en: 'The door state graph', ja: '扉のステートグラフ' },
  description: {
    en: 'START moves to Closed with no condition. From Closed, the layer blends to Open over 0.2 s when the parameter open is true; from Open it blends back to Closed over 0.2 s when open is false. Closed loops; Open does not loop and holds its last pose.',
    ja: 'STARTからClosedへ条件なしで遷移します。Closedからは、パラメーターopenがtrueのとき0.2秒かけてOpenへ遷移し、Openからはopenがfalseのとき0.2秒かけてClosedへ戻ります。Closedはループし、Openはループせずに最後の姿勢で止まります。',
  },
  draw(c) {
    const parts: string[] = [];
    const start = { x: 20, y: 36, w: 124, h: 74 };
    const closed = { x: 226, y: 26, w: 164, h: 94 };
    const open = { x: 548, y: 26, w: 152, h: 94 };

    parts.push(c.card(start.x, start.y, start.w, start.h, 'green', 'START', [{ en: 'layer entry', ja: 'レイヤーの開始' }], { size: 12.5 }));
    parts.push(c.card(closed.x, closed.y, closed.w, closed.h, 'blue', 'Closed', ['`loop: true`', { en: 'x stays at 0', ja: 'xは0のまま' }], { size: 12.5 }));
    parts.push(c.card(open.x, open.y, open.w, open.h, 'blue', 'Open', ['`loop: false`', { en: 'x: 0 → 1.5 in 0.5 s', ja: 'x: 0 → 1.5（0.5秒）' }], { size: 12.5 }));

    // START → Closed.
    const startY = start.y + start.h / 2;
    parts.push(c.arrow([[start.x + start.w + 1, startY], [closed.x - 2, startY]], 'neutral', { width: 1.8 }));
    parts.push(
      c.text((start.x + start.w + closed.x) / 2, startY - 9, { en: 'no condition', ja: '条件なし' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: closed.x - start.x - start.w - 8 }),
    );

    // Closed ⇄ Open.
    const gap = { from: closed.x + closed.w, to: open.x };
    const mid = (gap.from + gap.to) / 2;
    const room = gap.to - gap.from - 8;
    const toOpenY = closed.y + 30;
    const toClosedY = closed.y + closed.h - 24;
    parts.push(c.arrow([[gap.from + 1, toOpenY], [gap.to - 2, toOpenY]], 'blue', { width: 1.8 }));
    parts.push(c.text(mid, toOpenY - 9, { en: '`open == true` · 0.2 s', ja: '`open == true`・0.2秒' }, { size: 12, anchor: 'middle', ink: 'blue', maxWidth: room }));
    parts.push(c.arrow([[gap.to - 1, toClosedY], [gap.from + 2, toClosedY]], 'blue', { width: 1.8 }));
    parts.push(c.text(mid, toClosedY + 20, { en: '`open == false` · 0.2 s', ja: '`open == false`・0.2秒' }, { size: 12, anchor: 'middle', ink: 'blue', maxWidth: room }));

    // The parameter.
    const param = { x: closed.x, y: 158, w: 300, h: 60 };
    parts.push(c.box(param.x, param.y, param.w, param.h, 'plain'));
    parts.push(c.text(param.x + 14, param.y + 23, { en: 'Parameter', ja: 'パラメーター' }, { size: 13, bold: true, maxWidth: param.w - 28 }));
    parts.push(c.text(param.x + 14, param.y + 45, '`open: BOOLEAN = false`', { size: 12.5, maxWidth: param.w - 28 }));
    return parts.join('\n');
  },
});
