/**
 * An example state graph: START, the default state, a transition pair on a float parameter, an ANY transition
 * on a trigger, and END.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - the control states START, END and ANY: framework/anim/controller/constants.js (`ANIM_STATE_START`,
 *   `ANIM_STATE_END`, `ANIM_STATE_ANY`).
 * - the layer begins at START and takes its transition to the default state; transitions from ANY are checked from
 *   any state: framework/anim/controller/anim-controller.js `_findTransition`.
 * - a transition to END continues along START's transition, back to the default state: same file (`transition.to
 *   === ANIM_STATE_END`, `_findTransitionsFromState(ANIM_STATE_START)[0]`).
 * - `exitTime` (1 = the end of the source state's clip) and trigger parameters consumed when a transition uses
 *   them: same file (`exitTime`, `consumeTrigger`), constants.js `ANIM_PARAMETER_TRIGGER`.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'anim-state-graph',
  width: 720,
  height: 270,
  title: { en: 'State graph example', ja: 'ステートグラフの例' },
  description: {
    en: 'START leads to the default state Idle. Idle moves to Walk when speed is greater than 0.1 and Walk returns to Idle when speed is 0.1 or less. From any state, the jump trigger leads to Jump; Jump leads to END at exit time 1, and END goes back to the default state.',
    ja: 'STARTから既定のステートIdleへ進みます。speedが0.1より大きいとIdleからWalkへ、0.1以下になるとWalkからIdleへ戻ります。どのステートからでもトリガーjumpでJumpへ進み、JumpはExit Time 1でENDへ進み、ENDから既定のステートへ戻ります。',
  },
  draw(c) {
    const parts: string[] = [];
    const top = { y: 40, h: 48 };
    const bottom = { y: 200, h: 48 };
    const cols = [
      { x: 20, w: 120 },
      { x: 270, w: 150 },
      { x: 570, w: 130 },
    ] as const;
    const [colA, colB, colC] = cols;
    const state = (col: { x: number; w: number }, row: { y: number; h: number }, name: string, tone: 'neutral' | 'green' | 'blue' | 'accent' | 'plain', dashed = false) =>
      [
        c.box(col.x, row.y, col.w, row.h, tone, { dashed }),
        c.text(col.x + col.w / 2, row.y + row.h / 2 + 5.5, name, {
          size: 15,
          bold: true,
          anchor: 'middle',
          ink: tone === 'green' || tone === 'blue' || tone === 'accent' ? tone : 'text',
          maxWidth: col.w - 16,
        }),
      ].join('');

    // Idle is taller: it carries the "default state" note.
    const idle = { y: top.y - 8, h: top.h + 16 };
    parts.push(state(colA, top, 'START', 'green'));
    parts.push(c.box(colB.x, idle.y, colB.w, idle.h, 'blue'));
    parts.push(c.text(colB.x + colB.w / 2, idle.y + 27, 'Idle', { size: 15, bold: true, anchor: 'middle', ink: 'blue', maxWidth: colB.w - 16 }));
    parts.push(c.text(colB.x + colB.w / 2, idle.y + 48, { en: 'default state', ja: '既定のステート' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: colB.w - 16 }));
    parts.push(state(colC, top, 'Walk', 'neutral'));
    parts.push(state(colA, bottom, 'ANY', 'plain', true));
    parts.push(state(colB, bottom, 'Jump', 'neutral'));
    parts.push(state(colC, bottom, 'END', 'accent'));

    const label = (x: number, y: number, text: Parameters<typeof c.text>[2], room: number) => c.text(x, y, text, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: room });
    const gapAB = { from: colA.x + colA.w, to: colB.x };
    const gapBC = { from: colB.x + colB.w, to: colC.x };
    const midAB = (gapAB.from + gapAB.to) / 2;
    const midBC = (gapBC.from + gapBC.to) / 2;
    const roomAB = gapAB.to - gapAB.from - 8;
    const roomBC = gapBC.to - gapBC.from - 8;

    // START → Idle.
    const topMid = top.y + top.h / 2;
    parts.push(c.arrow([[gapAB.from + 1, topMid], [gapAB.to - 2, topMid]], 'neutral', { width: 1.8 }));
    parts.push(label(midAB, topMid - 9, { en: 'default', ja: '既定の遷移' }, roomAB));

    // Idle ⇄ Walk.
    const toWalk = top.y + 12;
    const toIdle = top.y + top.h - 12;
    parts.push(c.arrow([[gapBC.from + 1, toWalk], [gapBC.to - 2, toWalk]], 'neutral', { width: 1.8 }));
    parts.push(label(midBC, toWalk - 8, '`speed > 0.1`', roomBC));
    parts.push(c.arrow([[gapBC.to - 1, toIdle], [gapBC.from + 2, toIdle]], 'neutral', { width: 1.8 }));
    parts.push(label(midBC, toIdle + 19, '`speed <= 0.1`', roomBC));

    // ANY → Jump → END.
    const bottomMid = bottom.y + bottom.h / 2;
    parts.push(c.arrow([[gapAB.from + 1, bottomMid], [gapAB.to - 2, bottomMid]], 'neutral', { width: 1.8 }));
    parts.push(label(midAB, bottomMid - 9, { en: '`jump` (Trigger)', ja: '`jump`（Trigger）' }, roomAB));
    parts.push(c.arrow([[gapBC.from + 1, bottomMid], [gapBC.to - 2, bottomMid]], 'neutral', { width: 1.8 }));
    parts.push(label(midBC, bottomMid - 9, 'Exit Time 1', roomBC));

    // END → back to the default state.
    const backY = 148;
    const endX = colC.x + colC.w / 2;
    const idleX = colB.x + colB.w / 2;
    parts.push(c.arrow([[endX, bottom.y - 1], [endX, backY], [idleX, backY], [idleX, idle.y + idle.h + 2]], 'accent', { dashed: true, width: 1.8 }));
    parts.push(
      c.text((endX + idleX) / 2, backY - 8, { en: 'back to the default state', ja: '既定のステートへ戻る' }, { size: 12, anchor: 'middle', ink: 'accent', maxWidth: endX - idleX - 20 }),
    );
    return parts.join('\n');
  },
});
