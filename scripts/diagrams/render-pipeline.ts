/**
 * How cameras render the layers of the layer composition.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - layer ids: scene/constants.js `LAYERID_WORLD` 0, `LAYERID_DEPTH` 1, `LAYERID_SKYBOX` 2, `LAYERID_IMMEDIATE` 3,
 *   `LAYERID_UI` 4.
 * - the default composition, in order: framework/app-base.js constructor (`pushOpaque(World)`, `pushOpaque(Depth)`,
 *   `pushOpaque(Skybox)`, `pushTransparent(World)`, `pushOpaque(Immediate)`, `pushTransparent(Immediate)`,
 *   `pushTransparent(UI)`); Depth is created with `enabled: false`.
 * - Depth turns on while a camera requests the scene depth or colour map: framework/components/camera/component.js
 *   `requestSceneDepthMap`, `requestSceneColorMap`, `_enableDepthLayer`; scene/layer.js `incrementCounter`.
 * - a camera's default layers: scene/camera.js (`[LAYERID_WORLD, LAYERID_DEPTH, LAYERID_SKYBOX, LAYERID_UI,
 *   LAYERID_IMMEDIATE]`).
 * - cameras sorted by ascending priority, then for each camera every enabled sublayer in composition order whose
 *   layer is in `camera.layers`: scene/composition/layer-composition.js `_update()`, core/sort.js `sortPriority`.
 * - the target is `camera.renderTarget` (null: the back buffer): layer-composition.js `addRenderAction`.
 */
import { defineDiagram, type Localized } from './lib';

type Cell = 'render' | 'skip' | 'off';

const OPAQUE: Localized = { en: 'opaque', ja: '不透明' };
const TRANSPARENT: Localized = { en: 'transparent', ja: '半透明' };

const SUBLAYERS: Array<{ layer: string; kind: Localized; minimap: Cell; main: Cell }> = [
  { layer: 'World', kind: OPAQUE, minimap: 'render', main: 'render' },
  { layer: 'Depth', kind: OPAQUE, minimap: 'skip', main: 'off' },
  { layer: 'Skybox', kind: OPAQUE, minimap: 'render', main: 'render' },
  { layer: 'World', kind: TRANSPARENT, minimap: 'render', main: 'render' },
  { layer: 'Immediate', kind: OPAQUE, minimap: 'skip', main: 'render' },
  { layer: 'Immediate', kind: TRANSPARENT, minimap: 'skip', main: 'render' },
  { layer: 'UI', kind: TRANSPARENT, minimap: 'skip', main: 'render' },
];

export default defineDiagram({
  name: 'render-pipeline',
  width: 720,
  height: 530,
  title: { en: 'How cameras render layers', ja: 'カメラがレイヤーを描画する順序' },
  description: {
    en: 'Cameras render in ascending priority. Each camera goes through the sublayers of the layer composition in order (World opaque, Depth, Skybox, World transparent, Immediate opaque and transparent, UI) and renders those whose layer is in its layers list, into its render target or the back buffer.',
    ja: 'カメラはpriorityの小さい順に描画します。各カメラはレイヤー構成のサブレイヤー（World不透明、Depth、Skybox、World半透明、Immediateの不透明と半透明、UI）を順にたどり、自分のlayersに含まれるレイヤーだけをレンダーターゲットかバックバッファーに描画します。',
  },
  draw(c) {
    const parts: string[] = [];
    const label = { x: 20, w: 280 };
    const minimap = { key: 'minimap', x: 308, w: 184, tone: 'blue' } as const;
    const main = { key: 'main', x: 516, w: 184, tone: 'accent' } as const;
    const cams = [minimap, main] as const;
    parts.push(
      c.text(label.x, 24, { en: 'Layer composition, in order', ja: 'レイヤー構成（この順に描画）' }, { size: 14, bold: true, ink: 'muted', maxWidth: label.w }),
      c.text(label.x, 44, '`app.scene.layers`', { size: 12.5, ink: 'muted', maxWidth: label.w }),
      c.text(minimap.x, 24, { en: 'Cameras, in ascending `priority`', ja: 'カメラ（`priority`の小さい順）' }, { size: 14, bold: true, ink: 'muted', maxWidth: 388 }),
    );

    // Camera headers.
    const head = { y: 58, h: 84 };
    const headers: Record<'minimap' | 'main', { name: Localized; priority: string; layers: Localized[] }> = {
      minimap: {
        name: { en: 'Minimap camera', ja: 'ミニマップ用カメラ' },
        priority: '`priority = 0`',
        layers: [{ en: '`layers`: World, Skybox', ja: '`layers`：World、Skybox' }],
      },
      main: {
        name: { en: 'Main camera', ja: 'メインカメラ' },
        priority: '`priority = 1`',
        layers: [{ en: '`layers`: the default five', ja: '`layers`：既定の5つ' }],
      },
    };
    for (const cam of cams) {
      const header = headers[cam.key];
      parts.push(c.box(cam.x, head.y, cam.w, head.h, cam.tone));
      parts.push(c.text(cam.x + 12, head.y + 23, header.name, { size: 14.5, bold: true, ink: cam.tone, maxWidth: cam.w - 24 }));
      parts.push(c.text(cam.x + 12, head.y + 45, header.priority, { size: 12.5, maxWidth: cam.w - 24 }));
      parts.push(c.lines(cam.x + 12, head.y + 66, header.layers, { size: 12.5, maxWidth: cam.w - 24 }));
    }
    // Order between the cameras.
    parts.push(c.arrow([[minimap.x + minimap.w + 1, head.y + head.h / 2], [main.x - 2, head.y + head.h / 2]], 'neutral', { width: 2 }));

    parts.push(
      c.lines(
        label.x,
        head.y + 18,
        [
          { en: 'Each camera walks the sublayers from', ja: '各カメラはサブレイヤーを上から順に' },
          { en: 'top to bottom and renders those whose', ja: 'たどり、自分の`layers`に含まれる' },
          { en: 'layer is in its `layers` list.', ja: 'レイヤーだけを描画' },
        ],
        { size: 13, lineHeight: 20, maxWidth: label.w - 10 },
      ),
    );

    // Sublayer rows.
    const rows = { y: 156, h: 36 };
    SUBLAYERS.forEach((sub, i) => {
      const y = rows.y + i * rows.h;
      if (i % 2 === 0) parts.push(c.rect(label.x, y, 680, rows.h, 'neutral', 4));
      const mid = y + rows.h / 2 + 5;
      parts.push(c.text(label.x + 12, mid, String(i + 1), { size: 13, ink: 'muted', maxWidth: 20 }));
      parts.push(c.text(label.x + 38, mid, sub.layer, { size: 14, bold: true, maxWidth: 100 }));
      parts.push(c.text(label.x + 150, mid, sub.kind, { size: 13, ink: 'muted', maxWidth: label.w - 150 }));
      for (const cam of cams) {
        const cell = sub[cam.key];
        const chip = { x: cam.x + 14, y: y + 6, w: cam.w - 28, h: rows.h - 12 };
        if (cell === 'render') {
          parts.push(c.box(chip.x, chip.y, chip.w, chip.h, cam.tone, { radius: 12, strokeWidth: 1.2 }));
          parts.push(c.text(cam.x + cam.w / 2, mid - 1, { en: 'renders', ja: '描画' }, { size: 13, bold: true, anchor: 'middle', ink: cam.tone, maxWidth: chip.w - 16 }));
        } else if (cell === 'off') {
          parts.push(c.box(chip.x, chip.y, chip.w, chip.h, 'plain', { radius: 12, dashed: true, strokeWidth: 1.2 }));
          parts.push(c.text(cam.x + cam.w / 2, mid - 1, { en: 'skipped: layer off', ja: 'スキップ（無効）' }, { size: 12.5, anchor: 'middle', ink: 'muted', maxWidth: chip.w - 16 }));
        } else {
          parts.push(c.text(cam.x + cam.w / 2, mid, { en: 'not in `layers`', ja: '`layers`にない' }, { size: 12.5, anchor: 'middle', ink: 'muted', maxWidth: chip.w - 8 }));
        }
      }
    });
    const rowsEnd = rows.y + SUBLAYERS.length * rows.h;

    // Where each camera draws.
    const out = { y: rowsEnd + 26, h: 70 };
    const targets: Record<'minimap' | 'main', [Localized, Localized[]]> = {
      minimap: [{ en: 'Render target', ja: 'レンダーターゲット' }, [{ en: '`renderTarget` is set', ja: '`renderTarget`を設定' }, { en: '→ a texture', ja: '→テクスチャ' }]],
      main: [{ en: 'Back buffer', ja: 'バックバッファー' }, [{ en: '`renderTarget` is null', ja: '`renderTarget`がnull' }, { en: '→ the canvas', ja: '→キャンバス' }]],
    };
    for (const cam of cams) {
      const [what, detail] = targets[cam.key];
      parts.push(c.arrow([[cam.x + cam.w / 2, rowsEnd + 2], [cam.x + cam.w / 2, out.y - 2]], cam.tone, { width: 2 }));
      parts.push(c.box(cam.x, out.y, cam.w, out.h, 'plain'));
      parts.push(c.text(cam.x + 12, out.y + 22, what, { size: 14, bold: true, maxWidth: cam.w - 24 }));
      parts.push(c.lines(cam.x + 12, out.y + 42, detail, { size: 12.5, lineHeight: 18, ink: 'muted', maxWidth: cam.w - 24 }));
    }

    parts.push(
      c.lines(
        label.x,
        out.y + 4,
        [
          { en: 'A layer keeps opaque and transparent', ja: 'レイヤーは不透明と半透明のメッシュ' },
          { en: 'mesh instances apart; the composition', ja: 'インスタンスを分けて持ち、構成では' },
          { en: 'places the two parts separately.', ja: 'その2つを別々の位置に置く' },
          { en: 'Depth is off until a camera requests', ja: 'Depthは、カメラがシーンの深度マップか' },
          { en: 'the scene depth or colour map.', ja: 'カラーマップを要求するまで無効' },
        ],
        { size: 12.5, lineHeight: 19, ink: 'muted', maxWidth: label.w },
      ),
    );
    return parts.join('\n');
  },
});
