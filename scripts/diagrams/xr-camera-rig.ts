/**
 * The XR camera rig: the headset pose drives the camera's local transform, the rig (the camera's
 * parent) places the tracked space in the world, and input sources and hand joints report world
 * values through the same parent.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - each XR frame the viewer pose is written with `setLocalPosition` / `setLocalRotation` on the
 *   camera's node: framework/xr/xr-manager.js `update()`.
 * - input sources: world transform = camera parent's world transform × the grip pose
 *   (`_updateTransforms`), the ray likewise (`_updateRayTransforms`): framework/xr/xr-input-source.js;
 *   hand joints: framework/xr/xr-joint.js `_updateTransforms`.
 * - local-floor puts y = 0 on the floor: framework/xr/xr-manager.d.ts (XRSPACE_LOCALFLOOR).
 * - the ready-made rig script: scripts/esm/xr/xr-session.mjs (attached to the camera's parent).
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'xr-camera-rig',
  width: 720,
  height: 410,
  title: { en: 'The XR camera rig', ja: 'XRのカメラリグ' },
  description: {
    en: 'The camera is a child of a rig entity. In a session the headset pose is written into the camera’s local transform every frame, so the rig decides where the tracked space sits in the world. Input source and hand joint positions are returned in world space through the same rig.',
    ja: 'カメラはリグのエンティティの子にします。セッション中はヘッドセットの姿勢が毎フレームカメラのローカル変換に書き込まれるため、追跡空間をワールドのどこに置くかはリグが決めます。入力ソースや手の関節の位置も、同じリグを通したワールド座標で返ります。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.text(20, 24, { en: 'Hierarchy', ja: '階層' }, { size: 14, bold: true, ink: 'muted', maxWidth: 320 }));

    // Tree: app.root > Camera Rig > Camera, with the tracked poses beside the rig.
    const nodes = [
      { x: 20, y: 40, w: 130, label: '`app.root`', tone: 'neutral' as const },
      { x: 52, y: 100, w: 150, label: 'Camera Rig', tone: 'accent' as const },
      { x: 84, y: 180, w: 110, label: 'Camera', tone: 'blue' as const },
    ];
    parts.push(c.arrow([[36, 74], [36, 117], [52, 117]], 'neutral', { head: false, width: 1.4 }));
    parts.push(c.arrow([[68, 134], [68, 197], [84, 197]], 'neutral', { head: false, width: 1.4 }));
    for (const node of nodes) {
      parts.push(c.box(node.x, node.y, node.w, 34, node.tone, { radius: 6 }));
      parts.push(c.text(node.x + node.w / 2, node.y + 22, node.label, { size: 14, bold: true, anchor: 'middle', ink: node.tone === 'neutral' ? 'text' : node.tone, maxWidth: node.w - 12 }));
    }
    parts.push(
      c.lines(212, 112, [{ en: 'Your code moves it:', ja: 'アプリが動かす：' }, { en: 'start, teleport, turn', ja: '開始位置・テレポート・回転' }], { size: 12.5, lineHeight: 18, ink: 'accent', maxWidth: 168 }),
      c.lines(204, 192, [{ en: 'The headset writes its', ja: 'ヘッドセットの姿勢が' }, { en: 'local pose every frame', ja: '毎フレーム書き込まれる' }], { size: 12.5, lineHeight: 18, ink: 'blue', maxWidth: 176 }),
    );

    // Tracked things that are not entities: controllers, hands.
    parts.push(c.box(84, 246, 276, 66, 'blue', { dashed: true }));
    parts.push(
      c.text(98, 268, { en: 'Input sources and hand joints', ja: '入力ソースと手の関節' }, { size: 13.5, bold: true, ink: 'blue', maxWidth: 250 }),
      c.lines(98, 288, [{ en: 'tracked relative to the rig too', ja: 'これもリグを基準に追跡される' }, { en: '(not entities)', ja: '（エンティティではない）' }], { size: 12.5, lineHeight: 17, ink: 'muted', maxWidth: 250 }),
    );
    parts.push(c.arrow([[68, 197], [68, 279], [82, 279]], 'neutral', { head: false, width: 1.4, dashed: true }));

    // The rule, with numbers.
    const card = { x: 396, y: 40, w: 304, h: 210 };
    parts.push(c.box(card.x, card.y, card.w, card.h, 'accent'));
    parts.push(c.text(card.x + 14, card.y + 24, { en: 'World pose', ja: 'ワールドでの姿勢' }, { size: 15, bold: true, ink: 'accent', maxWidth: card.w - 28 }));
    parts.push(c.text(card.x + card.w / 2, card.y + 56, { en: 'world = rig world × tracked pose', ja: 'ワールド＝リグのワールド×追跡姿勢' }, { size: 14.5, bold: true, anchor: 'middle', maxWidth: card.w - 28 }));
    parts.push(
      c.lines(
        card.x + 14,
        card.y + 90,
        [
          { en: 'With `local-floor` (floor at y = 0):', ja: '例：`local-floor`（床がy = 0）' },
          { en: 'rig at (2, 0, −3)', ja: 'リグ (2, 0, −3)' },
          { en: 'head 1.6 m above the floor: (0, 1.6, 0)', ja: '床から1.6 mの頭：(0, 1.6, 0)' },
          { en: '→ camera in the world: (2, 1.6, −3)', ja: '→ワールドのカメラ：(2, 1.6, −3)' },
        ],
        { size: 13, lineHeight: 20, maxWidth: card.w - 28 },
      ),
    );
    parts.push(c.text(card.x + 14, card.y + 190, { en: 'Move the rig to (5, 0, 0): camera (5, 1.6, 0)', ja: 'リグを(5, 0, 0)へ：カメラは(5, 1.6, 0)' }, { size: 12.5, ink: 'muted', maxWidth: card.w - 28 }));

    // What follows from it.
    parts.push(
      c.card(
        396,
        268,
        304,
        126,
        'neutral',
        { en: 'In practice', ja: '実際には' },
        [
          { en: 'Never move the camera itself: the next', ja: 'カメラ自体は動かさない（次の' },
          { en: 'frame overwrites its local transform.', ja: 'フレームで上書きされる）' },
          { en: '`getPosition()`, `getOrigin()` of sources', ja: '入力ソースと関節の`getPosition()`' },
          { en: 'and joints already include the rig.', ja: 'などはリグを含めた値を返す' },
        ],
        { size: 12.5 },
      ),
    );
    return parts.join('\n');
  },
});
