/**
 * A split anchor and a point anchor, with their pivots, in a parent element or screen.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - `anchor` is (left, bottom, right, top) in 0…1 of the parent; it is split along an axis when left ≠ right
 *   (or bottom ≠ top): framework/components/element/component.js `_hasSplitAnchorsX`, `_hasSplitAnchorsY`.
 * - along a split axis the size is the parent's minus the margins, kept in `calculatedWidth` /
 *   `calculatedHeight`; along a point axis `width` / `height` apply: component.js `_calculateSize()`,
 *   `set left`, `set right`, `get calculatedWidth`.
 * - `pivot` (0,0 bottom-left … 1,1 top-right) is the point the local position refers to, measured from the
 *   anchor: component.js `get pivot`, `_calculateLocalAnchors()`, `set width`.
 * The numbers are those of docs/user-manual/user-interface/elements.mdx; both elements are drawn to one scale
 * (`UNIT` drawing units per screen unit).
 */
import { type Canvas, defineDiagram, type Localized } from './lib';

/** Drawing units per screen unit. */
const UNIT = 1.3;

/** An anchor handle: a triangle whose tip is on the anchor point, as the Editor's viewport draws it. */
function anchorMark(c: Canvas, x: number, y: number): string {
  return `<path d="M${x} ${y}L${x - 8} ${y - 12}L${x + 8} ${y - 12}Z" fill="${c.colors.stroke.accent}"/>`;
}

function pivotMark(c: Canvas, x: number, y: number): string {
  return `<circle cx="${x}" cy="${y}" r="5" fill="${c.colors.stroke.green}" stroke="${c.colors.background}" stroke-width="1"/>`;
}

/** A measurement: a line with a head at each end. */
function measure(c: Canvas, x1: number, y1: number, x2: number, y2: number, tone: 'neutral' | 'blue'): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  return c.arrow([[mx, my], [x1, y1]], tone, { width: 1.3 }) + c.arrow([[mx, my], [x2, y2]], tone, { width: 1.3 });
}

export default defineDiagram({
  name: 'element-anchors',
  width: 720,
  height: 316,
  title: { en: 'Split and point anchors', ja: '分割アンカーと点のアンカー' },
  description: {
    en: 'Left: an element with the split anchor (0, 1, 1, 1), pivot (0.5, 1), left and right margins of 30, height 50 and y -20 stretches with the parent’s width. Right: an element with the point anchor (1, 1, 1, 1) and pivot (1, 1) at position (-20, -20) keeps its size of 100 × 60 in the parent’s top-right corner.',
    ja: '左は分割アンカー(0, 1, 1, 1)、ピボット(0.5, 1)、左右のマージン30、高さ50、y -20のエレメントで、親の幅に合わせて伸縮します。右は点のアンカー(1, 1, 1, 1)とピボット(1, 1)、位置(-20, -20)のエレメントで、100 × 60の大きさのまま親の右上の角に付きます。',
  },
  draw(c) {
    const parts: string[] = [];
    const parentBox = { y: 78, w: 310, h: 170 };
    const panels = [20, 390];
    const headings: Array<[Localized, Localized]> = [
      [
        { en: 'Split anchor (0, 1, 1, 1)', ja: '分割アンカー(0, 1, 1, 1)' },
        { en: 'Pivot (0.5, 1), left 30, right 30, height 50, y -20', ja: 'ピボット(0.5, 1)、left 30、right 30、height 50、y -20' },
      ],
      [
        { en: 'Point anchor (1, 1, 1, 1)', ja: '点のアンカー(1, 1, 1, 1)' },
        { en: 'Pivot (1, 1), position (-20, -20), 100 × 60', ja: 'ピボット(1, 1)、位置(-20, -20)、100 × 60' },
      ],
    ];
    panels.forEach((x, i) => {
      const [title, detail] = headings[i]!;
      parts.push(c.text(x, 26, title, { size: 14, bold: true, maxWidth: parentBox.w }));
      parts.push(c.text(x, 46, detail, { size: 12, ink: 'muted', maxWidth: 350 }));
      parts.push(c.box(x, parentBox.y, parentBox.w, parentBox.h, 'plain', { radius: 0, dashed: true }));
      parts.push(
        c.text(x + parentBox.w / 2, parentBox.y + parentBox.h + 20, { en: 'Parent (screen or element)', ja: '親（スクリーンまたはエレメント）' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: parentBox.w }),
      );
    });

    // Split anchor: stretches between the two top corners, 30 in from each side, 20 below the top.
    const left = panels[0]!;
    const top = parentBox.y;
    const split = { x: left + 30 * UNIT, y: top + 20 * UNIT, w: parentBox.w - 60 * UNIT, h: 50 * UNIT };
    parts.push(c.box(split.x, split.y, split.w, split.h, 'blue', { radius: 0, strokeWidth: 2 }));
    parts.push(anchorMark(c, left, top), anchorMark(c, left + parentBox.w, top));
    parts.push(pivotMark(c, split.x + split.w / 2, split.y));
    const marginY = split.y + split.h / 2;
    parts.push(measure(c, left + 1, marginY, split.x - 1, marginY, 'neutral'), measure(c, split.x + split.w + 1, marginY, left + parentBox.w - 1, marginY, 'neutral'));
    parts.push(
      c.text(left + 15 * UNIT, marginY - 8, 'left', { size: 11, anchor: 'middle', ink: 'muted', maxWidth: 30 }),
      c.text(left + parentBox.w - 15 * UNIT, marginY - 8, 'right', { size: 11, anchor: 'middle', ink: 'muted', maxWidth: 30 }),
    );
    const widthY = split.y + split.h + 22;
    parts.push(measure(c, split.x + 1, widthY, split.x + split.w - 1, widthY, 'blue'));
    parts.push(
      c.text(split.x + split.w / 2, widthY + 22, '`calculatedWidth`', { size: 12, anchor: 'middle', ink: 'blue', maxWidth: split.w }),
      c.text(split.x + split.w / 2, widthY + 42, { en: 'Stretches with the parent', ja: '親の幅に合わせて伸縮' }, { size: 12, anchor: 'middle', ink: 'blue', maxWidth: split.w }),
    );

    // Point anchor: the top-right corner; the pivot 20 left of and 20 below it; a fixed 100 × 60.
    const right = panels[1]!;
    const corner: [number, number] = [right + parentBox.w, top];
    const pivot: [number, number] = [corner[0] - 20 * UNIT, corner[1] + 20 * UNIT];
    const point = { x: pivot[0] - 100 * UNIT, y: pivot[1], w: 100 * UNIT, h: 60 * UNIT };
    parts.push(c.box(point.x, point.y, point.w, point.h, 'blue', { radius: 0, strokeWidth: 2 }));
    parts.push(anchorMark(c, corner[0], corner[1]));
    parts.push(c.arrow([[corner[0] - 2, corner[1] + 2], [pivot[0] + 4, pivot[1] - 4]], 'neutral', { dashed: true, width: 1.2 }));
    parts.push(pivotMark(c, pivot[0], pivot[1]));
    parts.push(c.text(point.x + point.w / 2, point.y + point.h / 2 + 4, { en: 'Fixed size', ja: 'サイズは固定' }, { size: 12, anchor: 'middle', ink: 'blue', maxWidth: point.w - 8 }));

    // Legend.
    const legendY = 302;
    parts.push(anchorMark(c, 28, legendY - 1), c.text(42, legendY, { en: 'Anchor', ja: 'アンカー' }, { size: 12, maxWidth: 80 }));
    parts.push(pivotMark(c, 136, legendY - 5), c.text(148, legendY, { en: 'Pivot', ja: 'ピボット' }, { size: 12, maxWidth: 80 }));
    return parts.join('\n');
  },
});
