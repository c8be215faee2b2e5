/**
 * A schematic of the Shader Editor's Info pane (not a screenshot).
 * Source (playcanvas/developer.playcanvas.com): docs/shader-editor/window-layout/info-pane.md (1e6e6de6) and
 * content/en/shader-editor/window-layout/info-pane.md (025b3a84): the pane shows information on the UI element
 * under the mouse cursor; clicking the pane header hides the pane. The sources give no header text, so none is drawn.
 */
import { defineDiagram } from './lib';

const PANE = { x: 30, y: 78, w: 300, h: 150 };
const OTHER = { x: 440, y: 98, w: 270, h: 110 };
const HEADER_H = 26;

export default defineDiagram({
  name: 'shader-editor-info-pane',
  width: 740,
  height: 272,
  title: { en: 'The Info pane', ja: 'Infoペインの仕組み' },
  description: {
    en: 'The mouse pointer rests on a control in another pane, and the Info pane shows a description of that control. Clicking the Info pane’s header hides the pane.',
    ja: 'マウスポインターをほかのペインの部品に重ねると、その部品の説明がInfoペインに表示されます。Infoペインのヘッダーをクリックすると、ペインが隠れます。',
  },
  draw(c) {
    const parts: string[] = [];
    const stroke = c.colors.stroke;

    // The Info pane: a header strip, then lines of text drawn as bars.
    parts.push(c.box(PANE.x, PANE.y, PANE.w, PANE.h, 'neutral', { radius: 4, strokeWidth: 1.4 }));
    parts.push(c.rect(PANE.x + 1, PANE.y + 1, PANE.w - 2, HEADER_H - 1, 'plain'));
    parts.push(c.arrow([[PANE.x, PANE.y + HEADER_H], [PANE.x + PANE.w, PANE.y + HEADER_H]], 'neutral', { head: false, width: 1 }));
    parts.push(c.text(PANE.x, PANE.y + PANE.h + 26, { en: 'Info pane', ja: 'Infoペイン' }, { size: 15, bold: true, maxWidth: 200 }));
    parts.push(
      c.text(PANE.x + 14, PANE.y + HEADER_H + 30, { en: 'Text about the hovered control', ja: 'ポインターの下にある部品の説明' }, { size: 12.5, ink: 'muted', maxWidth: PANE.w - 28 }),
    );
    for (const [i, w] of [
      [0, 250],
      [1, 230],
      [2, 170],
    ] as const) {
      parts.push(`<rect x="${PANE.x + 14}" y="${PANE.y + HEADER_H + 50 + i * 20}" width="${w}" height="8" rx="2" fill="${c.colors.fill.plain}" stroke="${stroke.neutral}" stroke-width="0.8"/>`);
    }

    // Callout to the header.
    const headerX = PANE.x + 60;
    parts.push(c.text(PANE.x, 22, { en: 'Pane header', ja: 'ペインのヘッダー' }, { size: 13, bold: true, maxWidth: 300 }));
    parts.push(c.text(PANE.x, 42, { en: 'click it to hide the pane', ja: 'クリックするとペインが隠れる' }, { size: 12.5, ink: 'muted', maxWidth: 300 }));
    parts.push(c.arrow([[headerX, 50], [headerX, PANE.y + 10]], 'neutral', { width: 1.2 }));

    // Another pane with a few controls; the pointer rests on one of them.
    parts.push(c.box(OTHER.x, OTHER.y, OTHER.w, OTHER.h, 'plain', { radius: 4, strokeWidth: 1.4 }));
    parts.push(c.text(OTHER.x, OTHER.y - 12, { en: 'Any other pane', ja: 'ほかのペイン' }, { size: 15, bold: true, maxWidth: OTHER.w }));
    const chipY = OTHER.y + 30;
    const chips = [0, 1, 2, 3];
    for (const i of chips) {
      parts.push(c.box(OTHER.x + 14 + i * 40, chipY, 30, 24, i === 1 ? 'accent' : 'neutral', { radius: 4, strokeWidth: i === 1 ? 1.8 : 1.1 }));
    }
    // The mouse pointer on the second control.
    const px = OTHER.x + 14 + 40 + 18;
    const py = chipY + 12;
    const pointer: Array<[number, number]> = [
      [0, 0],
      [0, 17],
      [4.5, 13],
      [7.5, 20],
      [10.5, 18.8],
      [7.6, 12],
      [13, 12],
    ];
    const pointerPath = pointer
      .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${px + x} ${py + y}`)
      .join(' ');
    parts.push(`<path d="${pointerPath} Z" fill="${c.colors.background}" stroke="${c.colors.ink.text}" stroke-width="1.3" stroke-linejoin="round"/>`);
    parts.push(c.text(OTHER.x + 14, chipY + 52, { en: 'the pointer rests on a control', ja: '部品にポインターを重ねる' }, { size: 12.5, ink: 'accent', maxWidth: OTHER.w - 28 }));

    // The description appears in the Info pane.
    const fromX = OTHER.x + 14 + 40;
    parts.push(c.arrow([[fromX, OTHER.y + OTHER.h + 1], [fromX, PANE.y + PANE.h + 24], [PANE.x + PANE.w - 40, PANE.y + PANE.h + 24], [PANE.x + PANE.w - 40, PANE.y + PANE.h + 2]], 'accent', { dashed: true, width: 1.6 }));
    parts.push(
      c.text((PANE.x + PANE.w + fromX) / 2 - 10, PANE.y + PANE.h + 18, { en: 'its description appears', ja: '説明が表示される' }, { size: 12, ink: 'accent', anchor: 'middle', maxWidth: 180 }),
    );
    return parts.join('\n');
  },
});
