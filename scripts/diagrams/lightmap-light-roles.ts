/**
 * Which meshes a light reaches, by its three Light component switches, when runtime lightmaps are used.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - framework/components/light/component.js: `bake` sets MASK_BAKE, `affectDynamic` MASK_AFFECT_DYNAMIC,
 *   `affectLightmapped` MASK_AFFECT_LIGHTMAPPED; while `bake` is on, MASK_AFFECT_LIGHTMAPPED is cleared.
 * - scene/mesh-instance.js `setLightmapped()`: a lightmapped mesh instance takes MASK_AFFECT_LIGHTMAPPED
 *   instead of MASK_AFFECT_DYNAMIC, so only lights with that bit reach it at runtime.
 * - framework/lightmapper/lightmapper.js: lights with MASK_BAKE are rendered into the lightmaps, once,
 *   just before the first frame (framework/app-base.js `_firstBake`) or when `bake()` is called.
 * - Editor (src/editor/inspector/components/light.ts): Affect Lightmapped is disabled while Bake Lightmap is on.
 */
import { defineDiagram, type Localized, type Tone } from './lib';

const ROWS = { bake: 70, lightmapped: 150, dynamic: 230, h: 46 };

export default defineDiagram({
  name: 'lightmap-light-roles',
  width: 720,
  height: 330,
  title: { en: 'What the bake switches of a light reach', ja: 'ライトのベイク設定が届く先' },
  description: {
    en: 'Bake Lightmap draws the light into the lightmaps once, at load, so lightmapped meshes show it at no per-frame cost. Affect Lightmapped lights lightmapped meshes every frame, and Affect Dynamic lights all other meshes every frame. While Bake Lightmap is on, Affect Lightmapped has no effect.',
    ja: 'Bake Lightmapは、読み込み時に一度だけライトをライトマップに描き込みます。Lightmappedのメッシュには、毎フレームの負荷なしでその光が表示されます。Affect Lightmappedは毎フレーム、Lightmappedのメッシュを照らします。Affect Dynamicは毎フレーム、それ以外のメッシュを照らします。Bake Lightmapがオンの間、Affect Lightmappedは効きません。',
  },
  draw(c) {
    const parts: string[] = [];
    const col = { light: 20, lightW: 190, map: 268, mapW: 180, mesh: 506, meshW: 194 };
    const heads: Array<[number, Localized]> = [
      [col.light + col.lightW / 2, { en: 'Light component', ja: 'Lightコンポーネント' }],
      [col.map + col.mapW / 2, { en: 'Once, at load', ja: '読み込み時に一度' }],
      [col.mesh + col.meshW / 2, { en: 'Meshes (Render)', ja: 'メッシュ（Render）' }],
    ];
    for (const [x, label] of heads) parts.push(c.text(x, 36, label, { size: 13, bold: true, anchor: 'middle', ink: 'muted', maxWidth: 200 }));

    // The three switches.
    const switches: Array<[number, string, Tone & ('green' | 'blue')]> = [
      [ROWS.bake, 'Bake Lightmap', 'green'],
      [ROWS.lightmapped, 'Affect Lightmapped', 'blue'],
      [ROWS.dynamic, 'Affect Dynamic', 'blue'],
    ];
    for (const [y, label, tone] of switches) {
      parts.push(c.box(col.light, y, col.lightW, ROWS.h, tone));
      parts.push(c.text(col.light + col.lightW / 2, y + 28, label, { size: 14, bold: true, anchor: 'middle', ink: tone, maxWidth: col.lightW - 20 }));
    }

    // The lightmap, baked once.
    parts.push(c.box(col.map, ROWS.bake, col.mapW, ROWS.h, 'green', { dashed: true }));
    parts.push(c.text(col.map + col.mapW / 2, ROWS.bake + 28, { en: 'Lightmap texture', ja: 'ライトマップテクスチャ' }, { size: 13, bold: true, anchor: 'middle', ink: 'green', maxWidth: col.mapW - 20 }));

    // The two kinds of mesh.
    const lmTop = ROWS.bake;
    const lmH = ROWS.lightmapped + ROWS.h - ROWS.bake;
    parts.push(c.card(col.mesh, lmTop, col.meshW, lmH, 'neutral', { en: 'Lightmapped: on', ja: 'Lightmapped：オン' }, [
      { en: 'static meshes that', ja: 'ライトマップを受ける' },
      { en: 'receive a lightmap', ja: '動かないメッシュ' },
    ]));
    parts.push(c.card(col.mesh, ROWS.dynamic, col.meshW, ROWS.h + 24, 'neutral', { en: 'Lightmapped: off', ja: 'Lightmapped：オフ' }, [
      { en: 'everything else', ja: 'それ以外すべて' },
    ]));

    // Arrows and what each costs.
    const mid = (y: number) => y + ROWS.h / 2;
    parts.push(c.arrow([[col.light + col.lightW + 2, mid(ROWS.bake)], [col.map - 4, mid(ROWS.bake)]], 'green', { width: 2 }));
    parts.push(c.arrow([[col.map + col.mapW + 2, mid(ROWS.bake)], [col.mesh - 4, mid(ROWS.bake)]], 'green', { width: 2 }));
    parts.push(c.text((col.map + col.mapW + col.mesh) / 2, mid(ROWS.bake) - 8, { en: 'no cost', ja: '負荷なし' }, { size: 11.5, anchor: 'middle', ink: 'green', maxWidth: 56 }));
    parts.push(c.arrow([[col.light + col.lightW + 2, mid(ROWS.lightmapped)], [col.mesh - 4, mid(ROWS.lightmapped)]], 'blue', { width: 2 }));
    parts.push(c.arrow([[col.light + col.lightW + 2, mid(ROWS.dynamic)], [col.mesh - 4, mid(ROWS.dynamic)]], 'blue', { width: 2 }));
    for (const y of [ROWS.lightmapped, ROWS.dynamic]) {
      parts.push(c.text((col.light + col.lightW + col.mesh) / 2, mid(y) - 8, { en: 'every frame', ja: '毎フレーム計算' }, { size: 12, anchor: 'middle', ink: 'blue', maxWidth: 200 }));
    }

    parts.push(
      c.text(col.light, 318, { en: 'While Bake Lightmap is on, Affect Lightmapped has no effect (the Editor greys it out).', ja: 'Bake Lightmapがオンの間、Affect Lightmappedは効きません（エディターでは選べなくなります）。' }, { size: 12.5, ink: 'muted', maxWidth: 680 }),
    );
    return parts.join('\n');
  },
});
