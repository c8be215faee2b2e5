/**
 * A Safe Area group inside a full-canvas screen on a phone held sideways, its margins equal to the insets.
 * Sources: the approach and the script of docs/user-manual/user-interface/safe-area.mdx and
 * examples/user-manual/user-interface/safe-area/ (the engine has no safe-area feature):
 * - the group element is stretched over the screen, anchor (0, 0, 1, 1), and its `margin` is set to the insets
 *   converted to screen units: safe-area.mjs `SafeArea.apply()`; element margins: playcanvas 2.23.3,
 *   build/playcanvas/src/framework/components/element/component.js `set margin`.
 * - a phone in landscape reports insets on the left and right (the notch and the rounded corners) and at the
 *   bottom (the home indicator), none at the top: check-margins.mjs (`left: 47, bottom: 21, right: 47, top: 0`).
 * - HUD parts are children of the group, attached to its corners, so they move in with it.
 * The insets are drawn larger than to scale, so the labels fit.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'safe-area',
  width: 720,
  height: 372,
  title: { en: 'A Safe Area group', ja: 'Safe Areaグループ' },
  description: {
    en: 'On a phone held sideways, the screen covers the whole canvas, including the areas behind the notch, the rounded corners and the home indicator. A Safe Area group with anchor (0, 0, 1, 1) takes the insets as its margins; the score and the Jump button are its children, attached to its corners.',
    ja: '横向きのスマートフォンでは、スクリーンはノッチ、角の丸み、ホームインジケーターの裏側も含めたキャンバス全体を覆います。アンカー(0, 0, 1, 1)のSafe Areaグループは、インセットをマージンとして受け取ります。スコアとジャンプボタンはその子で、グループの角に付いています。',
  },
  draw(c) {
    const parts: string[] = [];
    const body = { x: 40, y: 44, w: 640, h: 284 };
    const bezel = 12;
    const screen = { x: body.x + bezel, y: body.y + bezel, w: body.w - 2 * bezel, h: body.h - 2 * bezel };
    const inset = { left: 78, right: 78, bottom: 34, top: 0 };
    const safe = {
      x: screen.x + inset.left,
      y: screen.y + inset.top,
      w: screen.w - inset.left - inset.right,
      h: screen.h - inset.top - inset.bottom,
    };
    const dark = c.colors.stroke.neutral;

    // The phone: body, screen, notch and home indicator.
    parts.push(`<rect x="${body.x}" y="${body.y}" width="${body.w}" height="${body.h}" rx="44" fill="${dark}"/>`);
    parts.push(`<rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" rx="32" fill="${c.colors.fill.neutral}"/>`);
    const notch = { x: body.x + 8, y: screen.y + screen.h / 2 - 55, w: 26, h: 110 };
    parts.push(`<rect x="${notch.x}" y="${notch.y}" width="${notch.w}" height="${notch.h}" rx="12" fill="${dark}"/>`);
    parts.push(c.text(notch.x + notch.w + 8, notch.y + notch.h / 2 + 4, { en: 'Notch', ja: 'ノッチ' }, { size: 11, maxWidth: safe.x - notch.x - notch.w - 12 }));
    const bar = { w: 140, h: 5 };
    const barX = screen.x + screen.w / 2 - bar.w / 2;
    const barY = screen.y + screen.h - 14;
    parts.push(`<rect x="${barX}" y="${barY}" width="${bar.w}" height="${bar.h}" rx="2.5" fill="${dark}"/>`);
    parts.push(c.text(barX + bar.w + 10, barY + 6, { en: 'Home indicator', ja: 'ホームインジケーター' }, { size: 11, maxWidth: 120 }));

    // The screen's label, above the phone, pointing into the part of the screen outside the safe area.
    parts.push(c.text(body.x, 22, { en: 'Screen (the whole canvas)', ja: 'スクリーン（キャンバス全体）' }, { size: 12.5, bold: true, ink: 'muted', maxWidth: 300 }));
    parts.push(c.arrow([[body.x + 40, 28], [screen.x + inset.left / 2, screen.y + 34]], 'neutral', { width: 1.2 }));

    // The Safe Area group.
    parts.push(c.box(safe.x, safe.y, safe.w, safe.h, 'green', { radius: 0, dashed: true, strokeWidth: 2 }));
    parts.push(
      c.text(safe.x + safe.w / 2, safe.y + safe.h / 2 + 4, { en: 'Safe Area group: anchor (0, 0, 1, 1)', ja: 'Safe Areaグループ：アンカー(0, 0, 1, 1)' }, { size: 12.5, bold: true, anchor: 'middle', ink: 'green', maxWidth: safe.w - 40 }),
    );

    // The margins, each equal to an inset.
    const both = (x1: number, y1: number, x2: number, y2: number) => {
      const m: [number, number] = [(x1 + x2) / 2, (y1 + y2) / 2];
      return c.arrow([m, [x1, y1]], 'neutral', { width: 1.4 }) + c.arrow([m, [x2, y2]], 'neutral', { width: 1.4 });
    };
    const marginY = screen.y + 50;
    parts.push(both(screen.x + 1, marginY, safe.x - 1, marginY), both(safe.x + safe.w + 1, marginY, screen.x + screen.w - 1, marginY));
    const marginX = safe.x + safe.w - 24;
    parts.push(both(marginX, safe.y + safe.h + 1, marginX, screen.y + screen.h - 1));

    // HUD parts attached to the group's corners.
    const score = { x: safe.x + 10, y: safe.y + 10, w: 124, h: 32 };
    parts.push(c.box(score.x, score.y, score.w, score.h, 'blue', { radius: 4 }));
    parts.push(c.text(score.x + score.w / 2, score.y + 21, 'SCORE 1200', { size: 12, bold: true, anchor: 'middle', ink: 'blue', maxWidth: score.w - 12 }));
    const jump = { w: 104, h: 40 };
    const jumpX = safe.x + safe.w - 10 - jump.w;
    const jumpY = safe.y + safe.h - 10 - jump.h;
    parts.push(c.box(jumpX, jumpY, jump.w, jump.h, 'blue', { radius: 20 }));
    parts.push(c.text(jumpX + jump.w / 2, jumpY + 25, { en: 'Jump', ja: 'ジャンプ' }, { size: 12.5, bold: true, anchor: 'middle', ink: 'blue', maxWidth: jump.w - 16 }));

    parts.push(
      c.text(
        360,
        356,
        { en: 'Arrows: margin = inset. HUD elements are children of the Safe Area group.', ja: '矢印の長さがmargin（＝インセット）。HUDの要素はSafe Areaグループの子に置きます。' },
        { size: 12.5, anchor: 'middle', maxWidth: 680 },
      ),
    );
    return parts.join('\n');
  },
});
