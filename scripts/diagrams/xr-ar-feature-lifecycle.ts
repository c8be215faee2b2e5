/**
 * When an AR feature of `app.xr` is supported, requested, available and reset, over one session.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/framework/xr/):
 * - `supported` is fixed when the XrManager is made, from the browser's API (xr-anchors.js `window.XRAnchor`,
 *   xr-hit-test.js `XRSession.prototype.requestHitTestSource`, xr-plane-detection.js `window.XRPlane`, ...);
 *   light estimation is the exception: xr-light-estimation.js sets it at `start` from `session.requestLightProbe`.
 * - `domOverlay.root` and `imageTracking.add()` only work while no session runs (xr-dom-overlay.js, xr-image-tracking.js).
 * - xr-manager.js `start()`: every AR session gets `light-estimation` and `hit-test` as optional features; the
 *   options add `image-tracking`, `plane-detection`, `mesh-detection`, `anchors`, `depth-sensing`,
 *   `camera-access`, and `dom-overlay` when a root is set; all of them optional.
 * - each feature sets `available` and fires `available` on the manager's `start` (from `session.enabledFeatures`),
 *   updates in `XrManager#update()` every frame, and on `end` empties its list and fires `unavailable`.
 */
import { defineDiagram, type Localized } from './lib';

const ROWS: Array<{ stage: Localized; lines: Localized[]; tone: 'neutral' | 'blue' | 'accent' | 'green' }> = [
  {
    stage: { en: 'Before the session', ja: 'セッションの前' },
    lines: [
      { en: '`supported`: the browser has the feature\'s API', ja: '`supported`：ブラウザーがその機能のAPIを持つ' },
      { en: 'set `domOverlay.root`, call `imageTracking.add()`', ja: '`domOverlay.root`の設定と`imageTracking.add()`もここで' },
    ],
    tone: 'neutral',
  },
  {
    stage: { en: '`startXr(…, options)`', ja: '`startXr(…, options)`' },
    lines: [
      { en: 'the options choose the features to request', ja: 'オプションで、要求する機能を選ぶ' },
      { en: 'all optional: the session starts without them', ja: 'すべて任意：なくてもセッションは始まる' },
    ],
    tone: 'blue',
  },
  {
    stage: { en: '`start` event', ja: '`start`イベント' },
    lines: [
      { en: '`available` and its event: the device granted it', ja: '`available`とそのイベント：デバイスが許可した' },
    ],
    tone: 'green',
  },
  {
    stage: { en: 'Every frame', ja: '毎フレーム' },
    lines: [
      { en: 'poses refreshed; `add`, `remove`, `change`,', ja: '姿勢を更新し、`add`・`remove`・`change`・' },
      { en: '`result` and similar events', ja: '`result`などのイベントを発行' },
    ],
    tone: 'green',
  },
  {
    stage: { en: '`end` event', ja: '`end`イベント' },
    lines: [
      { en: '`unavailable`; planes, meshes and anchors removed,', ja: '`unavailable`になり、平面・メッシュ・アンカーは' },
      { en: 'camera textures destroyed', ja: '削除され、カメラのテクスチャは破棄される' },
    ],
    tone: 'accent',
  },
];

export default defineDiagram({
  name: 'xr-ar-feature-lifecycle',
  width: 720,
  height: 404,
  title: { en: 'An AR feature over one session', ja: '1回のセッションでのAR機能の状態' },
  description: {
    en: 'Before a session, supported says whether the browser has the feature; the DOM overlay root and tracked images are set then. startXr requests the features chosen in its options, all optional. At the start event, available says which ones the device granted. Every frame updates poses and fires add, remove, change and result events. At the end event, each feature becomes unavailable and its planes, meshes, anchors and camera textures are gone.',
    ja: 'セッションの前は、supportedでブラウザーの対応を確かめ、DOMオーバーレイのルートと追跡する画像を設定します。startXrはオプションで選んだ機能を要求し、どれも任意です。startイベントの時点で、availableがデバイスの許可した機能を示します。毎フレーム、姿勢が更新され、add・remove・change・resultなどのイベントが発行されます。endイベントで各機能はunavailableになり、平面・メッシュ・アンカー・カメラのテクスチャは消えます。',
  },
  draw(c) {
    const parts: string[] = [];
    const stage = { x: 20, w: 236, h: 56 };
    const textX = 284;
    const textW = 420;
    const step = stage.h + 22;
    ROWS.forEach((row, i) => {
      const y = 18 + i * step;
      const mid = y + stage.h / 2;
      parts.push(c.box(stage.x, y, stage.w, stage.h, row.tone));
      parts.push(c.text(stage.x + 14, mid + 5, row.stage, { size: 13.5, bold: true, ink: row.tone === 'neutral' ? 'text' : row.tone, maxWidth: stage.w - 28 }));
      const first = row.lines.length === 1 ? mid + 5 : mid - 5;
      parts.push(c.lines(textX, first, row.lines, { size: 13, lineHeight: 19, maxWidth: textW }));
      parts.push(c.arrow([[stage.x + stage.w + 2, mid], [textX - 10, mid]], 'neutral', { head: false, dashed: true, width: 1.2 }));
      if (i < ROWS.length - 1) {
        parts.push(c.arrow([[stage.x + 36, y + stage.h + 1], [stage.x + 36, y + step - 2]], 'neutral', { width: 1.6 }));
      }
    });
    return parts.join('\n');
  },
});
