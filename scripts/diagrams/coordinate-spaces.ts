/**
 * PlayCanvas axes and the spaces a point passes through on its way to the screen.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - +Y up, forward −Z: core/math/vec3.js `Vec3.UP = (0, 1, 0)`, `Vec3.FORWARD = (0, 0, -1)`;
 *   scene/graph-node.js `get forward()` (the world transform's Z axis × −1), `get right()` (X), `get up()` (Y).
 * - right-handed, the camera looks down −Z in view space: core/math/mat4.js `setFrustum` (`r[11] = -1`).
 * - view matrix = inverse of the camera's world transform: scene/camera.js `get viewMatrix()`;
 *   view-projection = projection × view: scene/camera.js `_updateViewProjMat()`.
 * - screen: scene/camera.js `worldToScreen()` divides by w, maps NDC −1…1 to 0…1 with y flipped, then scales
 *   by the camera `rect` and the canvas size; framework/components/camera/component.js `worldToScreen()`
 *   passes `device.clientRect` (platform/graphics/graphics-device.js `updateClientRect()`:
 *   `getBoundingClientRect()`, CSS pixels).
 */
import { defineDiagram, type Localized, type Tone } from './lib';

export default defineDiagram({
  name: 'coordinate-spaces',
  width: 720,
  height: 470,
  title: { en: 'PlayCanvas axes and coordinate spaces', ja: 'PlayCanvasの座標軸と座標空間' },
  description: {
    en: 'PlayCanvas is right-handed with +Y up; entities and cameras face −Z. A point goes from local space to world space, view space, clip space and NDC, and finally to screen pixels with the origin at the top left.',
    ja: 'PlayCanvasは+Yが上の右手系で、エンティティとカメラは−Z方向を向きます。点はローカル空間からワールド空間、ビュー空間、クリップ空間とNDCを経て、左上が原点のスクリーン座標になります。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.text(20, 24, { en: 'Axes (right-handed)', ja: '座標軸（右手系）' }, { size: 14, bold: true, ink: 'muted', maxWidth: 300 }));

    // Axes, drawn in an oblique projection: +Z points out of the page, down and to the left.
    const o: [number, number] = [140, 178];
    const axes: Array<{ to: [number, number]; tone: Tone; label: Localized; at: [number, number]; anchor: 'start' | 'middle' | 'end' }> = [
      { to: [o[0], o[1] - 130], tone: 'green', label: { en: '+Y up', ja: '+Y（上）' }, at: [o[0] + 10, o[1] - 122], anchor: 'start' },
      { to: [o[0] + 140, o[1]], tone: 'accent', label: { en: '+X right', ja: '+X（右）' }, at: [o[0] + 138, o[1] + 22], anchor: 'end' },
      { to: [o[0] - 84, o[1] + 70], tone: 'blue', label: { en: '+Z toward you', ja: '+Z（手前）' }, at: [o[0] - 60, o[1] + 92], anchor: 'start' },
    ];
    for (const axis of axes) {
      parts.push(c.arrow([o, axis.to], axis.tone, { width: 2.4 }));
      const ink = axis.tone === 'accent' ? 'accent' : axis.tone === 'green' ? 'green' : 'blue';
      parts.push(c.text(axis.at[0], axis.at[1], axis.label, { size: 14, bold: true, ink, anchor: axis.anchor, maxWidth: 130 }));
    }
    // −Z, the forward direction, goes into the page.
    const forward: [number, number] = [o[0] + 66, o[1] - 55];
    parts.push(c.arrow([o, forward], 'blue', { width: 2, dashed: true }));
    parts.push(c.text(forward[0] + 8, forward[1] - 6, { en: '−Z forward', ja: '−Z（前方）' }, { size: 14, bold: true, ink: 'blue', maxWidth: 110 }));
    parts.push(`<circle cx="${o[0]}" cy="${o[1]}" r="3.5" fill="${c.colors.stroke.neutral}"/>`);

    parts.push(
      c.lines(
        20,
        304,
        [
          { en: '`entity.forward` is its −Z axis,', ja: '`entity.forward`は自身の−Z方向、' },
          { en: '`entity.right` +X and `entity.up` +Y.', ja: '`entity.right`は+X、`entity.up`は+Y' },
          { en: 'A camera looks down its own −Z.', ja: 'カメラも自身の−Z方向を向く' },
        ],
        { lineHeight: 20, maxWidth: 300 },
      ),
    );
    parts.push(c.box(20, 370, 310, 92, 'neutral', { radius: 6 }));
    const calls: Array<[string, Localized]> = [
      ['`camera.worldToScreen()`', { en: 'world → screen, in one call', ja: 'ワールド→スクリーンを一度に変換' }],
      ['`camera.screenToWorld()`', { en: 'screen → world (give a distance)', ja: 'スクリーン→ワールド（距離を指定）' }],
    ];
    calls.forEach(([call, meaning], i) => {
      const y = 392 + i * 38;
      parts.push(c.text(34, y, call, { size: 12.5, maxWidth: 282 }));
      parts.push(c.text(46, y + 18, meaning, { size: 12.5, ink: 'muted', maxWidth: 270 }));
    });

    // The spaces, top to bottom.
    const col = { x: 350, w: 350 };
    parts.push(c.text(col.x, 24, { en: 'From a vertex to a pixel', ja: '頂点からピクセルまで' }, { size: 14, bold: true, ink: 'muted', maxWidth: col.w }));
    const boxH = 52;
    const gap = 34;
    const spaces: Array<{ title: Localized; text: Localized; tone: Tone; step?: Localized }> = [
      {
        title: { en: 'Local space', ja: 'ローカル空間' },
        text: { en: 'Relative to the entity, e.g. mesh vertices', ja: 'エンティティが基準（メッシュの頂点など）' },
        tone: 'neutral',
        step: { en: '× world transform (`getWorldTransform()`)', ja: '×ワールド変換（`getWorldTransform()`）' },
      },
      {
        title: { en: 'World space', ja: 'ワールド空間' },
        text: { en: 'One space shared by the whole scene', ja: 'シーン全体で共通の座標' },
        tone: 'neutral',
        step: { en: '× view matrix: inverse of the camera’s world', ja: '×ビュー行列（カメラのワールド変換の逆行列）' },
      },
      {
        title: { en: 'View (camera) space', ja: 'ビュー（カメラ）空間' },
        text: { en: 'Camera at the origin, looking down −Z', ja: 'カメラが原点にあり、−Z方向を向く' },
        tone: 'blue',
        step: { en: '× projection matrix, then ÷ w', ja: '×射影行列、続いてwで割る' },
      },
      {
        title: { en: 'Clip space → NDC', ja: 'クリップ空間→NDC' },
        text: { en: 'NDC: x and y from −1 to 1, +y up', ja: 'NDCではxとyが−1〜1、+yが上' },
        tone: 'blue',
        step: { en: 'camera `rect` × canvas size, y flipped', ja: 'カメラの`rect`×キャンバスの大きさ、yを反転' },
      },
      {
        title: { en: 'Screen', ja: 'スクリーン' },
        text: { en: 'CSS pixels, origin top-left, +y down', ja: 'CSSピクセル、原点は左上で+yが下' },
        tone: 'accent',
      },
    ];
    spaces.forEach((space, i) => {
      const y = 40 + i * (boxH + gap);
      parts.push(c.box(col.x, y, col.w, boxH, space.tone));
      const ink = space.tone === 'neutral' ? 'text' : space.tone === 'blue' ? 'blue' : 'accent';
      parts.push(c.text(col.x + 14, y + 21, space.title, { size: 14.5, bold: true, ink, maxWidth: col.w - 28 }));
      parts.push(c.text(col.x + 14, y + 41, space.text, { size: 13, maxWidth: col.w - 28 }));
      if (space.step) {
        const arrowX = col.x + 30;
        parts.push(c.arrow([[arrowX, y + boxH + 1], [arrowX, y + boxH + gap - 2]]));
        parts.push(c.text(arrowX + 14, y + boxH + gap / 2 + 5, space.step, { size: 12.5, ink: 'muted', maxWidth: col.x + col.w - arrowX - 14 }));
      }
    });
    return parts.join('\n');
  },
});
