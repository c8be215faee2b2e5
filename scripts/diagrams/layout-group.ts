/**
 * Two layout groups: a centred row, and a wrapping grid with padding.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - defaults `reverseY = true`, `alignment = (0, 1)`, `padding`, `spacing`, `wrap = false`:
 *   framework/components/layout-group/component.js.
 * - children are placed in hierarchy order along the main axis with `spacing` between them, inside the container
 *   minus `padding`; `alignment` places the whole block, so a centred row leaves equal free space on both sides;
 *   with `wrap`, a child that does not fit starts the next line: framework/components/layout-group/
 *   layout-calculator.js (`calculateAll`, `splitLines`, `reverseLinesIfRequired`, `applyAlignmentAndPadding`).
 * The sizes are those of examples/user-manual/user-interface/layout-groups/toolbar-and-grid.mjs (a 400-wide row
 * of three 64 × 64 children, spacing 10; a 240 × 240 grid of seven, padding 8, spacing 8), drawn to one scale
 * (`UNIT` drawing units per screen unit).
 */
import { defineDiagram } from './lib';

const UNIT = 0.9;

export default defineDiagram({
  name: 'layout-group',
  width: 720,
  height: 322,
  title: { en: 'A centred row and a wrapping grid', ja: '中央揃えの横並びと折り返し' },
  description: {
    en: 'Left: a layout group with Orientation Horizontal, Alignment (0.5, 0.5) and Spacing 10 places three children in a row in the middle of the container, with the free space split evenly on both sides. Right: with Wrap on, Padding 8, Spacing (8, 8) and Reverse Y, seven children fill rows of three from the top, in hierarchy order.',
    ja: '左はOrientationがHorizontal、Alignmentが(0.5, 0.5)、Spacingが10のレイアウトグループで、3つの子がコンテナーの中央に横一列に並び、余白は左右に等分されます。右はWrapを有効にし、Paddingが8、Spacingが(8, 8)、Reverse Yの例で、7つの子が階層の順に上から3つずつ並びます。',
  },
  draw(c) {
    const parts: string[] = [];
    const child = 64 * UNIT;
    const square = (x: number, y: number, label: string) =>
      c.box(x, y, child, child, 'blue', { radius: 0, strokeWidth: 2 }) +
      c.text(x + child / 2, y + child / 2 + 5, label, { size: 13, bold: true, anchor: 'middle', ink: 'blue', maxWidth: child - 8 });

    // Left: a centred row in a 400-wide container.
    const rowX = 20;
    parts.push(c.text(rowX, 26, { en: 'Row, centred', ja: '横並び・中央揃え' }, { size: 14, bold: true, maxWidth: 360 }));
    parts.push(
      c.text(rowX, 46, { en: 'Orientation: Horizontal, Alignment (0.5, 0.5), Spacing 10', ja: 'Orientation: Horizontal・Alignment (0.5, 0.5)・Spacing 10' }, { size: 12, ink: 'muted', maxWidth: 380 }),
    );
    const row = { x: rowX + 20, y: 100, w: 400 * UNIT, h: 150 * UNIT };
    parts.push(c.box(row.x, row.y, row.w, row.h, 'plain', { radius: 0, dashed: true }));
    const spacing = 10 * UNIT;
    const block = 3 * child + 2 * spacing;
    const free = (row.w - block) / 2;
    const childY = row.y + (row.h - child) / 2;
    for (let i = 0; i < 3; i++) parts.push(square(row.x + free + i * (child + spacing), childY, String(i + 1)));
    // The free space on each side.
    const midY = row.y + row.h / 2;
    const both = (x1: number, x2: number, y: number) => {
      const m = (x1 + x2) / 2;
      return c.arrow([[m, y], [x1, y]], 'neutral', { dashed: true, width: 1.2 }) + c.arrow([[m, y], [x2, y]], 'neutral', { dashed: true, width: 1.2 });
    };
    parts.push(both(row.x + 1, row.x + free - 2, midY), both(row.x + row.w - free + 2, row.x + row.w - 1, midY));
    parts.push(c.text(row.x + row.w / 2, row.y - 12, { en: 'Free space split evenly', ja: '余白は左右に等分' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: row.w }));
    // The spacing between the first two children.
    const gapX = row.x + free + child;
    const gapY = childY + child + 6;
    parts.push(
      c.arrow([[gapX, gapY], [gapX, gapY + 6]], 'neutral', { head: false, width: 1.2 }),
      c.arrow([[gapX + spacing, gapY], [gapX + spacing, gapY + 6]], 'neutral', { head: false, width: 1.2 }),
      c.arrow([[gapX, gapY + 3], [gapX + spacing, gapY + 3]], 'neutral', { head: false, width: 1.2 }),
      c.arrow([[gapX + spacing / 2, gapY + 6], [gapX + spacing / 2, gapY + 16]], 'neutral', { head: false, width: 1 }),
    );
    parts.push(c.text(gapX + spacing / 2, gapY + 28, 'Spacing', { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 80 }));
    parts.push(
      c.text(row.x + row.w / 2, row.y + row.h + 22, { en: 'Container (Layout Group + Element)', ja: 'コンテナー（Layout Group＋Element）' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: row.w }),
    );

    // Right: a 240 × 240 grid that wraps, rows of three from the top.
    const gridX = 440;
    parts.push(c.text(gridX, 26, { en: 'Wrapping (Wrap)', ja: '折り返し（Wrap）' }, { size: 14, bold: true, maxWidth: 260 }));
    parts.push(c.text(gridX, 46, { en: 'Padding 8, Spacing (8, 8), Reverse Y', ja: 'Padding 8・Spacing (8, 8)・Reverse Y' }, { size: 12, ink: 'muted', maxWidth: 260 }));
    const grid = { x: gridX + 20, y: 72, w: 240 * UNIT, h: 240 * UNIT };
    const pad = 8 * UNIT;
    const gap = 8 * UNIT;
    parts.push(c.box(grid.x, grid.y, grid.w, grid.h, 'plain', { radius: 0, dashed: true }));
    parts.push(
      `<rect x="${grid.x + pad}" y="${grid.y + pad}" width="${grid.w - 2 * pad}" height="${grid.h - 2 * pad}" fill="none" stroke="${c.colors.stroke.accent}" stroke-width="1.2" stroke-dasharray="3 3"/>`,
    );
    for (let i = 0; i < 7; i++) {
      const col = i % 3;
      const line = Math.floor(i / 3);
      parts.push(square(grid.x + pad + col * (child + gap), grid.y + pad + line * (child + gap), String(i + 1)));
    }
    parts.push(c.text(grid.x + grid.w - pad - 6, grid.y + grid.h - pad - 6, 'Padding', { size: 11, anchor: 'end', ink: 'accent', maxWidth: 80 }));
    parts.push(
      c.text(grid.x + grid.w / 2, grid.y + grid.h + 22, { en: 'Numbers: order in the hierarchy', ja: '数字は階層の順番' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 260 }),
    );
    return parts.join('\n');
  },
});
