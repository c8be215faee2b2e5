/**
 * The 25 joints of a tracked hand, by finger, as XrHand exposes them.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/framework/xr/):
 * - joint ids and their order per finger: xr-hand.js `fingerJointIds` (thumb has no intermediate
 *   phalanx); the wrist joint is created first with index 0.
 * - `XrJoint.index` is the position within the finger's list (0 = metacarpal): xr-hand.js constructor
 *   (`new XrJoint(j, jointId, this, finger)`).
 * - `hand.fingers[i]`, `hand.tips`, `hand.wrist`, `hand.getJointById(id)`: xr-hand.js; tip joints:
 *   xr-joint.js `tipJointIds`.
 */
import { defineDiagram, type Localized } from './lib';

const FINGERS: Array<{ name: Localized; prefix: string }> = [
  { name: { en: 'Thumb', ja: '親指' }, prefix: 'thumb' },
  { name: { en: 'Index', ja: '人差し指' }, prefix: 'index-finger' },
  { name: { en: 'Middle', ja: '中指' }, prefix: 'middle-finger' },
  { name: { en: 'Ring', ja: '薬指' }, prefix: 'ring-finger' },
  { name: { en: 'Little', ja: '小指' }, prefix: 'pinky-finger' },
];

/** Rows from the fingertip down; the number is `joint.index` (thumb, other fingers), null = no joint. */
const ROWS: Array<{ part: string; thumb: number | null; other: number }> = [
  { part: 'tip', thumb: 3, other: 4 },
  { part: 'phalanx-distal', thumb: 2, other: 3 },
  { part: 'phalanx-intermediate', thumb: null, other: 2 },
  { part: 'phalanx-proximal', thumb: 1, other: 1 },
  { part: 'metacarpal', thumb: 0, other: 0 },
];

export default defineDiagram({
  name: 'xr-hand-joints',
  width: 720,
  height: 470,
  title: { en: 'The joints of a tracked hand', ja: 'ハンドトラッキングの関節' },
  description: {
    en: 'A tracked hand has 25 joints: the wrist, four on the thumb and five on each other finger. A joint id is the finger prefix and the part, such as index-finger-tip; the number in each cell is the joint’s index within its finger.',
    ja: '追跡された手の関節は25個です。手首、親指の4個、ほかの指の5個ずつです。関節のIDは指の接頭辞と部位をつないだもの（例：index-finger-tip）で、各セルの数字は指の中での関節の番号です。',
  },
  draw(c) {
    const parts: string[] = [];
    const label = { x: 20, w: 190 };
    const grid = { x: 214, colW: 97, headY: 30, rowY: 112, rowH: 44 };
    parts.push(c.text(label.x, grid.headY + 20, { en: 'Finger', ja: '指' }, { size: 13, bold: true, ink: 'muted', maxWidth: label.w }));
    parts.push(c.text(label.x, grid.headY + 39, { en: 'Id prefix', ja: 'IDの接頭辞' }, { size: 13, bold: true, ink: 'muted', maxWidth: label.w }));
    parts.push(c.text(label.x, grid.headY + 57, { en: 'In `XrHand`', ja: '`XrHand`での取得' }, { size: 13, bold: true, ink: 'muted', maxWidth: label.w }));

    FINGERS.forEach((finger, i) => {
      const x = grid.x + i * grid.colW;
      const mid = x + grid.colW / 2;
      parts.push(c.rect(x + 3, grid.headY, grid.colW - 6, 66, 'neutral', 6));
      parts.push(c.text(mid, grid.headY + 20, finger.name, { size: 14, bold: true, anchor: 'middle', maxWidth: grid.colW - 12 }));
      parts.push(c.text(mid, grid.headY + 39, finger.prefix, { size: 10.5, anchor: 'middle', ink: 'muted', maxWidth: grid.colW - 8 }));
      parts.push(c.text(mid, grid.headY + 57, `\`fingers[${i}]\``, { size: 11, anchor: 'middle', ink: 'blue', maxWidth: grid.colW - 10 }));
    });

    ROWS.forEach((row, r) => {
      const y = grid.rowY + r * grid.rowH;
      if (r % 2 === 0) parts.push(c.rect(label.x, y, grid.x + 5 * grid.colW - label.x, grid.rowH, 'neutral', 4));
      const tip = row.part === 'tip';
      parts.push(c.text(label.x + 10, y + 27, `\`${row.part}\``, { size: 12, ink: tip ? 'accent' : 'text', maxWidth: label.w - 14 }));
      FINGERS.forEach((_, i) => {
        const x = grid.x + i * grid.colW + grid.colW / 2;
        const index = i === 0 ? row.thumb : row.other;
        if (index === null) {
          parts.push(c.text(x, y + 27, '—', { size: 13, anchor: 'middle', ink: 'muted', maxWidth: 30 }));
          return;
        }
        parts.push(c.box(x - 17, y + 9, 34, 26, tip ? 'accent' : 'blue', { radius: 13, strokeWidth: 1.3 }));
        parts.push(c.text(x, y + 27, String(index), { size: 13, bold: true, anchor: 'middle', ink: tip ? 'accent' : 'blue', maxWidth: 26 }));
      });
    });

    // The wrist, below all fingers.
    const wristY = grid.rowY + ROWS.length * grid.rowH + 10;
    parts.push(c.text(label.x + 10, wristY + 25, '`wrist`', { size: 12, maxWidth: label.w - 14 }));
    parts.push(c.box(grid.x + 3, wristY, 5 * grid.colW - 6, 38, 'green', { radius: 8 }));
    parts.push(
      c.text(grid.x + (5 * grid.colW) / 2, wristY + 24, { en: 'Wrist: `hand.wrist`, index 0, belongs to no finger', ja: '手首：`hand.wrist`、番号0、どの指にも属さない' }, { size: 13, bold: true, anchor: 'middle', ink: 'green', maxWidth: 5 * grid.colW - 24 }),
    );

    parts.push(
      c.lines(
        label.x,
        wristY + 70,
        [
          { en: 'id = prefix + "-" + part, e.g. `index-finger-tip`; `hand.getJointById(id)` returns the joint.', ja: 'ID＝接頭辞＋「-」＋部位（例：`index-finger-tip`）。`hand.getJointById(id)`で取得' },
          { en: 'Numbers: `joint.index` within its finger. The tip joints are also listed in `hand.tips`.', ja: '数字は指の中での`joint.index`。先端の関節は`hand.tips`にもまとまっている' },
          { en: '25 joints: 1 wrist + 4 on the thumb + 5 on each of the other four fingers.', ja: '合計25個＝手首1＋親指4＋ほかの4本の指に5個ずつ' },
        ],
        { size: 12.5, lineHeight: 20, ink: 'muted', maxWidth: 680 },
      ),
    );
    return parts.join('\n');
  },
});
