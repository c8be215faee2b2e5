/**
 * SuperSplat's Splat Data panel (a schematic, not a screenshot). SuperSplat 2.32.2, commit cc6e86af
 * (github.com/playcanvas/supersplat):
 * - the controls and their order: src/ui/data-panel.ts (Visible Splats Only, Log Scale, All Properties,
 *   then the property list starting Position X/Y/Z, Opacity, Red, Green, Blue, Scale X/Y/Z ...);
 * - the histogram: src/ui/histogram.ts (256 bins on black; unselected counts drawn 0xffff7777 =
 *   #7777ff, selected stacked on top in 0xff00ffff = #ffff00; a drag draws a dashed #f60 frame);
 * - the readouts: min and max under the histogram, the Splats (count and %) and Selected overlay at the
 *   top right (data-panel.ts);
 * - the labels: static/locales/en.json and ja.json (panel.splat-data.*, status-bar.splat-data).
 */
import { defineDiagram, escapeXml, type Localized } from './lib';

const PANEL = { x: 20, y: 20, w: 720, h: 250 };
const LEFT_W = 210;
const HIST = { x: PANEL.x + LEFT_W + 20, y: PANEL.y + 16, w: 470, h: 170 };
const BINS = 47;

/** Bar heights (0–1): a smooth hump with a short tail, and the selected share of each. */
function bar(i: number): { total: number; selected: number } {
  const t = i / (BINS - 1);
  const hump = Math.exp(-(((t - 0.62) / 0.16) ** 2));
  const tail = 0.1 * Math.exp(-(t / 0.12));
  const total = Math.min(1, 0.03 + hump * 0.95 + tail + (i % 3) * 0.015);
  const selected = i < 9 ? total : 0;
  return { total, selected };
}

export default defineDiagram({
  name: 'supersplat-data-panel',
  width: 760,
  height: 290,
  title: { en: 'The Splat Data panel', ja: 'スプラットデータパネル' },
  description: {
    en: 'On the left, the switches Visible Splats Only, Log Scale and All Properties, then the list of properties with Position X chosen. On the right, the histogram of that property: blue for unselected Gaussians with the selected ones stacked on top in yellow, a dashed frame over a dragged range, the minimum and maximum values underneath and the Splats and Selected counts at the top right.',
    ja: '左には、表示中のスプラットのみ・対数スケール・すべてのプロパティの3つのスイッチと、位置Xを選んだプロパティの一覧があります。右はそのプロパティのヒストグラムで、選択していないガウシアンが青、選択中のガウシアンがその上に黄色で積み上げられます。ドラッグした区間は破線の枠で囲まれ、下に最小値と最大値、右上にスプラット数と選択中の数が表示されます。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.box(PANEL.x, PANEL.y, PANEL.w, PANEL.h, 'neutral', { radius: 6, strokeWidth: 1.2 }));

    // Switches.
    const switches: Localized[] = [
      { en: 'Visible Splats Only', ja: '表示中のスプラットのみ' },
      { en: 'Log Scale', ja: '対数スケール' },
      { en: 'All Properties', ja: 'すべてのプロパティ' },
    ];
    switches.forEach((label, i) => {
      const y = PANEL.y + 26 + i * 24;
      parts.push(c.text(PANEL.x + 14, y, label, { size: 11.5, maxWidth: LEFT_W - 60 }));
      parts.push(c.box(PANEL.x + LEFT_W - 40, y - 11, 26, 14, 'plain', { radius: 7, strokeWidth: 1 }));
      parts.push(`<circle cx="${PANEL.x + LEFT_W - 33}" cy="${y - 4}" r="4.5" fill="${c.colors.stroke.neutral}"/>`);
    });

    // Property list.
    const listY = PANEL.y + 94;
    parts.push(c.box(PANEL.x + 10, listY, LEFT_W - 10, 146, 'plain', { radius: 4, strokeWidth: 1 }));
    const props: Localized[] = [
      { en: 'Position X', ja: '位置X' },
      { en: 'Position Y', ja: '位置Y' },
      { en: 'Position Z', ja: '位置Z' },
      { en: 'Opacity', ja: '不透明度' },
      { en: 'Red', ja: '赤' },
      { en: 'Green', ja: '緑' },
    ];
    props.forEach((label, i) => {
      const y = listY + 6 + i * 19;
      if (i === 0) parts.push(c.rect(PANEL.x + 12, y, LEFT_W - 14, 18, 'accent', 2));
      parts.push(c.text(PANEL.x + 20, y + 13, label, { size: 11.5, ink: i === 0 ? 'accent' : 'text', bold: i === 0, maxWidth: LEFT_W - 40 }));
    });
    parts.push(c.text(PANEL.x + 20, listY + 134, '⋮', { size: 11, ink: 'muted', maxWidth: 20 }));

    // Histogram on black, as SuperSplat draws it.
    parts.push(`<rect x="${HIST.x}" y="${HIST.y}" width="${HIST.w}" height="${HIST.h}" fill="#000000"/>`);
    const bw = HIST.w / BINS;
    for (let i = 0; i < BINS; i++) {
      const { total, selected } = bar(i);
      const x = HIST.x + i * bw + 0.5;
      const th = total * (HIST.h - 8);
      const sh = selected * (HIST.h - 8);
      parts.push(`<rect x="${x.toFixed(1)}" y="${(HIST.y + HIST.h - th).toFixed(1)}" width="${(bw - 1).toFixed(1)}" height="${th.toFixed(1)}" fill="#7777ff"/>`);
      if (sh > 0) parts.push(`<rect x="${x.toFixed(1)}" y="${(HIST.y + HIST.h - th).toFixed(1)}" width="${(bw - 1).toFixed(1)}" height="${sh.toFixed(1)}" fill="#ffff00"/>`);
    }
    // A dragged range.
    const r0 = HIST.x + 22 * bw;
    const r1 = HIST.x + 31 * bw;
    parts.push(`<rect x="${r0.toFixed(1)}" y="${HIST.y}" width="${(r1 - r0).toFixed(1)}" height="${HIST.h}" fill="rgba(255,102,0,0.2)" stroke="#ff6600" stroke-dasharray="5 5"/>`);
    // Stats overlay, top right: drawn in the palette (SuperSplat's own is white on black).
    parts.push(c.box(HIST.x + HIST.w - 208, HIST.y + 6, 200, 38, 'neutral', { radius: 3, strokeWidth: 1 }));
    parts.push(c.text(HIST.x + HIST.w - 198, HIST.y + 21, { en: 'Splats: 18,402 (31.7%)', ja: 'スプラット数：18,402（31.7%）' }, { size: 11, maxWidth: 188 }));
    parts.push(c.text(HIST.x + HIST.w - 198, HIST.y + 37, { en: 'Selected: 0', ja: '選択中：0' }, { size: 11, maxWidth: 188 }));

    // Min and max under the histogram.
    const infoY = HIST.y + HIST.h + 16;
    parts.push(c.text(HIST.x, infoY, '-3.412', { size: 11, ink: 'muted', maxWidth: 60 }));
    parts.push(c.text(HIST.x + HIST.w, infoY, '2.885', { size: 11, ink: 'muted', anchor: 'end', maxWidth: 60 }));

    // Callouts.
    const noteY = PANEL.y + PANEL.h - 14;
    parts.push(c.text(HIST.x, noteY, { en: 'Blue: unselected   Yellow: selected', ja: '青：選択していない　黄：選択中' }, { size: 11.5, ink: 'muted', maxWidth: 230 }));
    parts.push(c.text(HIST.x + HIST.w, noteY, { en: 'Drag a range to select (Shift adds, Ctrl removes)', ja: 'ドラッグで区間を選択（Shiftで追加、Ctrlで除外）' }, { size: 11.5, ink: 'accent', anchor: 'end', maxWidth: 300 }));
    parts.push(c.arrow([[(r0 + r1) / 2 + 40, noteY - 12], [(r0 + r1) / 2, HIST.y + HIST.h + 4]], 'accent', { width: 1.2 }));
    return parts.join('\n');
  },
});
