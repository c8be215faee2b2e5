/**
 * SuperSplat's bottom toolbar with its keyboard shortcuts (a schematic, not a screenshot).
 * SuperSplat 2.32.2, commit cc6e86af (github.com/playcanvas/supersplat):
 * - the buttons and their order: src/ui/bottom-toolbar.ts (undo, redo | rectangle (picker), lasso,
 *   polygon, brush, flood, eyedropper | sphere, box | move, rotate, scale | measure, orient,
 *   local space, pivot);
 * - the keys: src/shortcut-manager.ts (R, L, P, B, O, Ctrl+E, 1, 2, 3, Shift+C, Ctrl+Z,
 *   Ctrl+Shift+Z); sphere, box, measure and orient have none;
 * - the labels: static/locales/en.json and ja.json (tooltip.bottom-toolbar.*).
 * Icons are drawn as plain boxes holding the key.
 */
import { defineDiagram, type Localized } from './lib';

interface Tool {
  key: string;
  label: Localized;
}

const GROUPS: Array<{ title: Localized; tone: 'neutral' | 'accent' | 'blue' | 'green'; tools: Tool[] }> = [
  {
    title: { en: 'History', ja: '履歴' },
    tone: 'neutral',
    tools: [
      { key: '↶', label: { en: 'Undo', ja: '元に戻す' } },
      { key: '↷', label: { en: 'Redo', ja: 'やり直し' } },
    ],
  },
  {
    title: { en: 'On-screen', ja: '画面上で選択' },
    tone: 'accent',
    tools: [
      { key: 'R', label: { en: 'Rectangle  R', ja: '四角形選択  R' } },
      { key: 'L', label: { en: 'Lasso  L', ja: 'なげなわ選択  L' } },
      { key: 'P', label: { en: 'Polygon  P', ja: 'ポリゴン選択  P' } },
      { key: 'B', label: { en: 'Brush  B', ja: 'ブラシ選択  B' } },
      { key: 'O', label: { en: 'Flood  O', ja: 'フラッド選択  O' } },
      { key: '⌃E', label: { en: 'Eyedropper  Ctrl+E', ja: 'スポイト選択  Ctrl+E' } },
    ],
  },
  {
    title: { en: '3D shapes', ja: '立体で選択' },
    tone: 'blue',
    tools: [
      { key: '●', label: { en: 'Sphere', ja: '球で選択' } },
      { key: '■', label: { en: 'Box', ja: '箱で選択' } },
    ],
  },
  {
    title: { en: 'Transform', ja: '変形' },
    tone: 'green',
    tools: [
      { key: '1', label: { en: 'Move  1', ja: '移動  1' } },
      { key: '2', label: { en: 'Rotate  2', ja: '回転  2' } },
      { key: '3', label: { en: 'Scale  3', ja: 'スケール  3' } },
    ],
  },
  {
    title: { en: 'Measure and axes', ja: '計測と座標' },
    tone: 'neutral',
    tools: [
      { key: '↔', label: { en: 'Measure', ja: '計測' } },
      { key: '△', label: { en: 'Orient', ja: '向きを調整' } },
      { key: '⇧C', label: { en: 'Local axes  Shift+C', ja: 'ローカル座標  Shift+C' } },
      { key: '⊙', label: { en: 'Reset Pivot', ja: 'ピボットをリセット' } },
    ],
  },
];

const BUTTON = 32;
const GAP = 4;
const GROUP_GAP = 18;
const BAR_Y = 30;

export default defineDiagram({
  name: 'supersplat-selection-tools',
  width: 760,
  height: 300,
  title: { en: 'SuperSplat’s bottom toolbar and its shortcuts', ja: 'SuperSplatの下部ツールバーとショートカット' },
  description: {
    en: 'The bottom toolbar holds, from left to right: undo and redo; six on-screen selection tools (Rectangle R, Lasso L, Polygon P, Brush B, Flood O, Eyedropper Ctrl+E); the Sphere and Box selection tools; Move 1, Rotate 2 and Scale 3; then Measure, Orient, the local-axes toggle (Shift+C) and Reset Pivot.',
    ja: '下部ツールバーには左から、元に戻す・やり直し、画面上の6つの選択ツール（四角形選択R、なげなわ選択L、ポリゴン選択P、ブラシ選択B、フラッド選択O、スポイト選択Ctrl+E）、球と箱の選択ツール、移動1・回転2・スケール3、計測・向きを調整・ローカル座標の切り替え（Shift+C）・ピボットのリセットが並びます。',
  },
  draw(c) {
    const parts: string[] = [];
    const count = GROUPS.reduce((sum, group) => sum + group.tools.length, 0);
    const barWidth = count * BUTTON + (count - GROUPS.length) * GAP + (GROUPS.length - 1) * GROUP_GAP + 24;
    const barX = (760 - barWidth) / 2;
    parts.push(c.box(barX, BAR_Y, barWidth, BUTTON + 16, 'neutral', { radius: 10, strokeWidth: 1.3 }));

    // Buttons, and the x range each group covers.
    const spans: Array<[number, number]> = [];
    let x = barX + 12;
    GROUPS.forEach((group, g) => {
      const start = x;
      group.tools.forEach((tool) => {
        parts.push(c.box(x, BAR_Y + 8, BUTTON, BUTTON, group.tone === 'neutral' ? 'plain' : group.tone, { radius: 5, strokeWidth: 1.1 }));
        parts.push(c.text(x + BUTTON / 2, BAR_Y + 29, tool.key, { size: 13, bold: true, anchor: 'middle', ink: group.tone === 'neutral' ? 'text' : group.tone, maxWidth: BUTTON - 4 }));
        x += BUTTON + GAP;
      });
      spans.push([start, x - GAP]);
      x += GROUP_GAP - GAP;
      if (g < GROUPS.length - 1) {
        const sep = x - GROUP_GAP / 2;
        parts.push(c.arrow([[sep, BAR_Y + 10], [sep, BAR_Y + BUTTON + 6]], 'neutral', { head: false, width: 1 }));
      }
    });

    // One card per group, joined to its buttons by a bracket.
    const cardY = 120;
    const widths = [100, 170, 112, 120, 190];
    const cardGap = (760 - 20 - widths.reduce((sum, w) => sum + w, 0)) / (GROUPS.length - 1);
    let cx = 10;
    GROUPS.forEach((group, g) => {
      const w = widths[g]!;
      const [from, to] = spans[g]!;
      const mid = (from + to) / 2;
      parts.push(c.arrow([[from, BAR_Y + BUTTON + 22], [from, BAR_Y + BUTTON + 28], [to, BAR_Y + BUTTON + 28], [to, BAR_Y + BUTTON + 22]], group.tone, { head: false, width: 1.2 }));
      parts.push(c.arrow([[mid, BAR_Y + BUTTON + 28], [cx + w / 2, cardY - 4]], group.tone, { width: 1.2 }));
      const h = 24 + 19 * group.tools.length + 12;
      parts.push(c.card(cx, cardY, w, h, group.tone === 'neutral' ? 'neutral' : group.tone, group.title, group.tools.map((tool) => tool.label), { size: 11.5 }));
      cx += w + cardGap;
    });

    parts.push(
      c.text(380, 288, { en: 'Shift adds, Ctrl removes, Shift+Ctrl intersects with the current selection', ja: 'Shiftで追加、Ctrlで除外、Shift+Ctrlで今の選択との重なり' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 720 }),
    );
    return parts.join('\n');
  },
});
