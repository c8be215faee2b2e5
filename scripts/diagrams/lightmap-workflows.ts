/**
 * The two ways a PlayCanvas scene gets lightmaps: baked in a 3D tool and assigned to materials, or baked by
 * the engine's lightmapper when the application starts.
 * Sources:
 * - engine 2.23.3 scene/materials/standard-material.js: `lightMap` is read through `lightMapUv`, 1 by default;
 *   framework/lightmapper/lightmapper.js bakes meshes with `lightmapped` on and lights with `bake` on,
 *   only for meshes with UV1, once before the first frame (framework/app-base.js `_firstBake`).
 * - Editor 2.30.4: the material Inspector's LIGHTMAP panel (src/editor/inspector/assets/material.ts),
 *   Render component Lightmapped and Light component Bake Lightmap (src/editor/inspector/components/).
 */
import { defineDiagram, type Localized, type Tone } from './lib';

interface Lane {
  title: Localized;
  tone: Tone & ('blue' | 'green');
  steps: Localized[][];
  note: Localized;
}

const LANES: Lane[] = [
  {
    title: { en: 'Baked in a 3D tool', ja: '3Dツールでベイクする' },
    tone: 'blue',
    steps: [
      [{ en: 'Model with', ja: 'UV1のある' }, { en: 'a UV1 set', ja: 'モデル' }],
      [{ en: 'Bake in the tool', ja: 'ツールでベイク' }, { en: '(bounce light too)', ja: '（間接光も可）' }],
      [{ en: 'Texture asset', ja: 'テクスチャアセット' }, { en: '(HDR works too)', ja: '（HDRも可）' }],
      [{ en: 'Material:', ja: 'マテリアルの' }, { en: 'LIGHTMAP slot', ja: 'LIGHTMAP欄' }],
    ],
    note: { en: 'Change the scene: bake and upload again.', ja: 'シーンを変えたら、ベイクとアップロードをやり直します。' },
  },
  {
    title: { en: 'Runtime lightmapper', ja: 'ランタイムライトマッパー' },
    tone: 'green',
    steps: [
      [{ en: 'Render:', ja: 'Render：' }, { en: 'Lightmapped', ja: 'Lightmapped' }],
      [{ en: 'Light:', ja: 'Light：' }, { en: 'Bake Lightmap', ja: 'Bake Lightmap' }],
      [{ en: 'Engine bakes', ja: 'エンジンが' }, { en: 'at start-up', ja: '起動時にベイク' }],
      [{ en: 'A lightmap', ja: 'メッシュごとの' }, { en: 'per mesh', ja: 'ライトマップ' }],
    ],
    note: { en: 'Direct light and ambient only; baked again on every load.', ja: '直接光と環境光のみ。読み込むたびにベイクし直します。' },
  },
];

export default defineDiagram({
  name: 'lightmap-workflows',
  width: 720,
  height: 296,
  title: { en: 'Two ways to get lightmaps', ja: 'ライトマップを用意する2つの方法' },
  description: {
    en: 'Top: a model with a second UV set is baked in a 3D tool, and the resulting texture goes into the LIGHTMAP slot of its material. Bottom: meshes marked Lightmapped and lights marked Bake Lightmap are baked by the engine before the first frame, giving each mesh its own lightmap.',
    ja: '上：2つ目のUVセットを持つモデルを3Dツールでベイクし、できたテクスチャをマテリアルのLIGHTMAP欄に入れます。下：Lightmappedのメッシュと、Bake Lightmapのライトを、エンジンが最初のフレームの前にベイクし、メッシュごとのライトマップを作ります。',
  },
  draw(c) {
    const parts: string[] = [];
    const step = { x: 20, w: 150, h: 56, gap: 26 };
    LANES.forEach((lane, i) => {
      const top = 20 + i * 150;
      parts.push(c.text(step.x, top + 14, lane.title, { size: 14, bold: true, ink: lane.tone, maxWidth: 400 }));
      const y = top + 28;
      lane.steps.forEach((lines, j) => {
        const x = step.x + j * (step.w + step.gap);
        const last = j === lane.steps.length - 1;
        parts.push(c.box(x, y, step.w, step.h, last ? lane.tone : 'neutral'));
        parts.push(c.lines(x + step.w / 2, y + 23, lines, { size: 12.5, lineHeight: 18, anchor: 'middle', ink: last ? lane.tone : 'text', maxWidth: step.w - 14 }));
        if (!last) parts.push(c.arrow([[x + step.w + 2, y + step.h / 2], [x + step.w + step.gap - 3, y + step.h / 2]], lane.tone, { width: 1.8 }));
      });
      parts.push(c.text(step.x, y + step.h + 24, lane.note, { size: 12.5, ink: 'muted', maxWidth: 680 }));
    });
    return parts.join('\n');
  },
});
