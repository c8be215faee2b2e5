/**
 * Where a StandardMaterial takes its environment reflections and its ambient light from: the first
 * source found, top to bottom.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - scene/materials/standard-material-options-builder.js `_updateEnvOptions`: reflections from the material's
 *   envAtlas and cubeMap (high quality), envAtlas, cubeMap or sphereMap; else, when `useSkybox` is on, the
 *   scene's envAtlas and skybox (high quality), envAtlas, or skybox alone; else none. Ambient from the
 *   material's ambientSH, else an envAtlas (the material's, or the scene's when it uses the scene), else the
 *   constant `light_globalAmbient` (scene.ambientLight).
 * - framework/handlers/material.js `_assignCubemap`: a material's Cube Map asset sets cubeMap and, when
 *   prefiltered, envAtlas.
 * - scene/shader-lib/glsl/chunks/lit/frag/reflectionCube.js: a cubemap alone is sampled without blur.
 */
import { defineDiagram, type Localized, type Tone } from './lib';

interface Step {
  tone: Tone;
  title: Localized;
  note: Localized | string;
}

const REFLECTIONS: Step[] = [
  {
    tone: 'blue',
    title: { en: 'The material’s Cube Map / Sphere Map', ja: 'マテリアルのCube Map・Sphere Map' },
    note: '`cubeMap`, `envAtlas`, `sphereMap`',
  },
  {
    tone: 'accent',
    title: { en: 'The scene’s prefiltered skybox', ja: 'シーンのプリフィルター済みスカイボックス' },
    note: { en: '`scene.envAtlas` (+ `scene.skybox`)', ja: '`scene.envAtlas`（＋`scene.skybox`）' },
  },
  {
    tone: 'neutral',
    title: { en: 'A skybox without prefiltering', ja: 'プリフィルターなしのスカイボックス' },
    note: { en: '`scene.skybox`: sharp at any gloss', ja: '`scene.skybox`：光沢によらず鮮明' },
  },
  {
    tone: 'plain',
    title: { en: 'No environment reflection', ja: '環境の映り込みなし' },
    note: { en: 'only the lights’ highlights', ja: 'ライトのハイライトだけ' },
  },
];

const AMBIENT: Step[] = [
  {
    tone: 'blue',
    title: { en: 'The material’s spherical harmonics', ja: 'マテリアルの球面調和関数' },
    note: { en: '`ambientSH` (code only)', ja: '`ambientSH`（コードのみ）' },
  },
  {
    tone: 'accent',
    title: { en: 'An environment atlas', ja: '環境アトラス' },
    note: { en: 'the material’s, or `scene.envAtlas`', ja: 'マテリアルのもの、または`scene.envAtlas`' },
  },
  {
    tone: 'neutral',
    title: { en: 'Ambient Color (one flat colour)', ja: 'Ambient Color（一様な色）' },
    note: '`scene.ambientLight`',
  },
];

export default defineDiagram({
  name: 'ibl-sources',
  width: 760,
  height: 428,
  title: { en: 'Where a material’s environment light comes from', ja: 'マテリアルが環境の光を受け取る元' },
  description: {
    en: 'Two lists, each read from the top; the first source found is used. Reflections: the material’s Cube Map or Sphere Map; then, with Use Skybox on, the scene’s prefiltered skybox (scene.envAtlas, plus scene.skybox for the sharpest reflections); then a skybox without prefiltering, reflected sharply at any gloss; otherwise no environment reflection. Ambient light: the material’s spherical harmonics (ambientSH, code only); then an environment atlas, the material’s or the scene’s; otherwise the flat Ambient Color (scene.ambientLight).',
    ja: '上から順に調べ、最初に見つかった元を使う2つのリストです。映り込みは、マテリアルのCube MapかSphere Map、次にUse Skyboxがオンならシーンのプリフィルター済みスカイボックス（scene.envAtlas、最も鮮明な映り込みにはscene.skyboxも）、次にプリフィルターなしのスカイボックス（光沢によらず鮮明に映る）で、どれもなければ環境の映り込みはありません。環境光は、マテリアルの球面調和関数（ambientSH、コードのみ）、次にマテリアルかシーンの環境アトラスで、なければ一様なAmbient Color（scene.ambientLight）です。',
  },
  draw(c) {
    const parts: string[] = [];
    const columns = [
      { x: 20, title: { en: 'Reflections', ja: '映り込み' }, steps: REFLECTIONS },
      { x: 400, title: { en: 'Ambient light', ja: '環境光' }, steps: AMBIENT },
    ];
    const w = 340;
    const box = { h: 58, gap: 26, top: 52 };
    for (const column of columns) {
      parts.push(c.text(column.x, 30, column.title, { size: 15, bold: true, maxWidth: w }));
      column.steps.forEach((step, i) => {
        const y = box.top + i * (box.h + box.gap);
        parts.push(c.box(column.x, y, w, box.h, step.tone, { dashed: step.tone === 'plain' }));
        parts.push(c.text(column.x + 14, y + 23, step.title, { size: 13.5, bold: true, maxWidth: w - 28 }));
        parts.push(c.text(column.x + 14, y + 44, step.note, { size: 12, ink: 'muted', maxWidth: w - 28 }));
        if (i > 0) {
          const from = y - box.gap + 1;
          parts.push(c.arrow([[column.x + 40, from], [column.x + 40, y - 3]], 'neutral', { width: 1.6 }));
          parts.push(c.text(column.x + 52, from + 17, { en: 'if none', ja: 'なければ' }, { size: 11.5, ink: 'muted', maxWidth: 120 }));
        }
      });
    }
    // Use Skybox gates the scene's environment for both lists.
    const gateY = box.top + box.h + box.gap / 2 + 4;
    parts.push(
      c.text(20 + w - 8, gateY, { en: 'Use Skybox on', ja: 'Use Skyboxがオンなら' }, { size: 11.5, anchor: 'end', ink: 'accent', maxWidth: 170 }),
    );
    parts.push(
      c.text(400 + w - 8, gateY, { en: 'scene’s only with Use Skybox', ja: 'シーンのものはUse Skyboxがオンのとき' }, { size: 11.5, anchor: 'end', ink: 'accent', maxWidth: 250 }),
    );

    const notes: Localized[] = [
      {
        en: 'Reflections are scaled by Reflectivity and the specular colour (about 4 % for non-metals).',
        ja: '映り込みには、Reflectivityと鏡面反射の色（非金属では約4%）が掛かります。',
      },
      {
        en: 'Ambient light is scaled by the material’s Ambient Color and its AO.',
        ja: '環境光には、マテリアルのAMBIENTのColorとAOが掛かります。',
      },
    ];
    parts.push(c.lines(20, 392, notes, { size: 12, ink: 'muted', lineHeight: 19, maxWidth: 720 }));
    return parts.join('');
  },
});
