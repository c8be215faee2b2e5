/**
 * What importing a model file produces: the source asset and the runtime assets converted from it.
 * The conversion runs on the PlayCanvas servers; the Editor sends the import options with the upload:
 * Editor sources (playcanvas/editor) src/editor/assets/assets-upload.ts (`useGlb`, the pipeline settings),
 * src/editor/inspector/settings-panels/asset-import.ts (Convert to GLB, Import Hierarchy).
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/), how the runtime assets fit together:
 * - a render asset points at one mesh of the container: `data.containerAsset` and `data.renderIndex`,
 *   framework/handlers/render.js.
 * - the container (a GLB) holds the meshes, materials, textures and animations: framework/parsers/glb-parser.js,
 *   framework/parsers/glb-container-resource.js (`renders`, `materials`, `textures`, `animations`).
 * - the template's entities carry Render components that use the render assets, and their material slots use the
 *   material assets: framework/components/render/component.js (`asset`, `materialAssets`).
 */
import { defineDiagram, type Localized } from './lib';

interface Runtime {
  name: string;
  count?: Localized;
  line?: Localized;
}

const RUNTIME: Runtime[] = [
  { name: 'Container', line: { en: 'GLB file with the meshes', ja: 'メッシュを収めたGLB' } },
  { name: 'Render', count: { en: '× meshes', ja: '× メッシュ数' }, line: { en: 'one mesh of the container', ja: 'コンテナー内の1メッシュを指す' } },
  { name: 'Material', count: { en: '× materials', ja: '× マテリアル数' } },
  { name: 'Texture', count: { en: '× embedded images', ja: '× 埋め込み画像数' } },
  { name: 'Animation', count: { en: '× animations', ja: '× アニメーション数' } },
];

export default defineDiagram({
  name: 'import-pipeline',
  width: 720,
  height: 532,
  title: { en: 'What importing a model produces', ja: 'モデルのインポートで作られるアセット' },
  description: {
    en: 'A model file uploaded as a source asset is converted on the PlayCanvas servers into runtime assets: one container (a GLB with the meshes), one render asset per mesh that points into the container, material, texture and animation assets, and, with Import Hierarchy on, a template whose render components use the render and material assets.',
    ja: 'ソースアセットとしてアップロードしたモデルのファイルは、PlayCanvasのサーバーでランタイムアセットに変換されます。メッシュを収めたGLBのコンテナーが1つ、コンテナー内のメッシュを指すレンダーアセットがメッシュごとに1つ、マテリアル・テクスチャ・アニメーションのアセットができます。Import Hierarchyがオンなら、レンダーとマテリアルを使うRenderコンポーネントを持つテンプレートもできます。',
  },
  draw(c) {
    const parts: string[] = [];

    // The uploaded file.
    const source = { x: 20, y: 20, w: 220, h: 76 };
    parts.push(c.card(source.x, source.y, source.w, source.h, 'neutral', 'robot.fbx', [{ en: 'source asset', ja: 'ソースアセット' }, '`Type: source scene`']));

    // The runtime assets.
    const group = { x: 20, y: 146, w: 680, h: 370 };
    const arrowX = 100;
    parts.push(c.arrow([[arrowX, source.y + source.h + 1], [arrowX, group.y - 2]], 'blue', { width: 1.8 }));
    parts.push(
      c.text(arrowX + 14, (source.y + source.h + group.y) / 2 + 5, { en: 'converted on the PlayCanvas servers', ja: 'PlayCanvasのサーバーで変換' }, { size: 12.5, ink: 'blue', maxWidth: 400 }),
    );
    parts.push(c.box(group.x, group.y, group.w, group.h, 'plain', { dashed: true, radius: 12 }));
    parts.push(c.text(group.x + 14, group.y + 24, { en: 'runtime assets', ja: 'ランタイムアセット' }, { size: 14, bold: true, ink: 'muted', maxWidth: 300 }));

    const col = { x: 34, w: 270 };
    const boxes = [
      { y: 184, h: 58 },
      { y: 282, h: 58 },
      { y: 358, h: 38 },
      { y: 410, h: 38 },
      { y: 462, h: 38 },
    ];
    RUNTIME.forEach((asset, i) => {
      const { y, h } = boxes[i]!;
      parts.push(c.box(col.x, y, col.w, h, 'neutral'));
      parts.push(c.text(col.x + 12, y + 25, asset.name, { size: 15, bold: true, maxWidth: 100 }));
      if (asset.count) parts.push(c.text(col.x + col.w - 12, y + 25, asset.count, { size: 12.5, anchor: 'end', ink: 'muted', maxWidth: col.w - 124 }));
      if (asset.line) parts.push(c.text(col.x + 12, y + 45, asset.line, { size: 12.5, ink: 'muted', maxWidth: col.w - 24 }));
    });

    // A render asset refers to the container and an index into it.
    const [container, render, material] = boxes as [{ y: number; h: number }, { y: number; h: number }, { y: number; h: number }];
    const linkX = col.x + 80;
    parts.push(c.arrow([[linkX, render.y - 1], [linkX, container.y + container.h + 2]], 'blue', { width: 1.8 }));
    parts.push(c.text(linkX + 12, (container.y + container.h + render.y) / 2 + 5, 'Container + Index', { size: 12, ink: 'blue', maxWidth: 160 }));

    // The template (Import Hierarchy on).
    const template = { x: 462, y: render.y, w: 224, h: material.y + material.h - render.y };
    parts.push(
      c.card(template.x, template.y, template.w, template.h, 'blue', 'Template', [
        { en: 'with Import Hierarchy on', ja: 'Import Hierarchyがオン' },
        { en: 'one entity per node', ja: 'ノードごとに1エンティティ' },
      ]),
    );
    const gapMid = (col.x + col.w + template.x) / 2;
    const gapRoom = template.x - col.x - col.w - 12;
    const renderY = render.y + render.h / 2;
    const materialY = material.y + material.h / 2;
    parts.push(c.arrow([[template.x - 1, renderY], [col.x + col.w + 2, renderY]], 'blue', { width: 1.8 }));
    parts.push(c.text(gapMid, renderY - 8, { en: 'Render components', ja: 'Renderコンポーネント' }, { size: 12, anchor: 'middle', ink: 'blue', maxWidth: gapRoom }));
    parts.push(c.arrow([[template.x - 1, materialY], [col.x + col.w + 2, materialY]], 'blue', { width: 1.8 }));
    parts.push(c.text(gapMid, materialY - 8, { en: 'material slots', ja: 'マテリアルの割り当て' }, { size: 12, anchor: 'middle', ink: 'blue', maxWidth: gapRoom }));
    return parts.join('\n');
  },
});
