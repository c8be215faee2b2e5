/**
 * How streamed LOD splat data reaches an Editor project (Editor 2.30.4, engine 2.23.3).
 * Sources:
 * - SplatTransform 3.7.0 (`npx splat-transform --help`): `-l/--tag-lod`, `lod-meta.json` output, chunk folders
 *   such as `0_0/` holding unbundled SOG (`meta.json` and WebP images); checked by running it.
 * - Editor: src/editor/assets/assets-upload.ts (`gsplat: ['ply', 'sog']`, so `lod-meta.json` cannot become a
 *   GSplat asset); scripts do not run in the Viewport (the Viewport is the Editor's own application).
 * - Engine: scripts/esm/gsplat/streamed-gsplat.mjs (`streamedGsplat`, attribute `splatUrl`, adds a unified gsplat
 *   component once the asset is ready); framework/parsers/gsplat-octree.js (`lod-meta.json` by file name);
 *   scene/gsplat-unified/ (chunks load by distance to the camera, within `app.scene.gsplat.splatBudget`).
 */
import { defineDiagram, type Localized, type Tone } from './lib';

const STAGES: Array<{ tone: Tone; title: Localized; lines: Array<Localized | string> }> = [
  {
    tone: 'neutral',
    title: { en: '1. SplatTransform (your computer)', ja: '1. SplatTransform（手元のマシン）' },
    lines: [
      { en: 'Tags each level with `-l` and writes `streamed/lod-meta.json`.', ja: '各レベルに`-l`で番号を付け、`streamed/lod-meta.json`に書き出します。' },
      { en: 'Each chunk folder such as `0_0/` is SOG data.', ja: '`0_0/`のようなチャンクのフォルダーは、それぞれSOGのデータです。' },
    ],
  },
  {
    tone: 'blue',
    title: { en: '2. Web server or CDN', ja: '2. WebサーバーやCDN' },
    lines: [
      { en: 'Holds the whole `streamed` folder, structure unchanged.', ja: '`streamed`フォルダーを、構成を変えずに置きます。' },
      { en: 'Sends `Access-Control-Allow-Origin` (CORS).', ja: '`Access-Control-Allow-Origin`を返します（CORS）。' },
    ],
  },
  {
    tone: 'neutral',
    title: { en: '3. Editor project', ja: '3. エディターのプロジェクト' },
    lines: [
      { en: 'An entity with the `streamedGsplat` script.', ja: 'エンティティに`streamedGsplat`スクリプトを付けます。' },
      { en: '`splatUrl` holds the URL of `lod-meta.json`.', ja: '`splatUrl`に`lod-meta.json`のURLを入れます。' },
    ],
  },
  {
    tone: 'green',
    title: { en: '4. Launch page and published app', ja: '4. Launchページと公開したアプリ' },
    lines: [
      { en: 'The script adds a Gaussian Splat component.', ja: 'スクリプトがGaussian Splatコンポーネントを追加します。' },
      { en: 'Chunks near the camera load in finer levels.', ja: 'カメラに近いチャンクほど、細かいレベルが読み込まれます。' },
    ],
  },
];

export default defineDiagram({
  name: 'gsplat-streaming-lod-editor',
  width: 720,
  height: 428,
  title: { en: 'Streaming LOD data in an Editor project', ja: 'エディターのプロジェクトでのLODストリーミング' },
  description: {
    en: 'SplatTransform writes lod-meta.json and its chunk folders, which go on a web server with CORS. In the Editor, the streamedGsplat script gets the URL; the data streams only on the Launch page and in the published app, not in the Viewport.',
    ja: 'SplatTransformがlod-meta.jsonとチャンクのフォルダーを書き出し、CORSを許可したWebサーバーに置きます。エディターではstreamedGsplatスクリプトにURLを入力します。データが読み込まれるのはLaunchページと公開したアプリで、Viewportには表示されません。',
  },
  draw(c) {
    const parts: string[] = [];
    const card = { x: 20, w: 540, h: 82, gap: 22 };
    const top = (i: number) => 20 + i * (card.h + card.gap);
    STAGES.forEach((stage, i) => {
      parts.push(c.card(card.x, top(i), card.w, card.h, stage.tone, stage.title, stage.lines));
      if (i < STAGES.length - 1) {
        const cx = card.x + card.w / 2;
        parts.push(c.arrow([[cx, top(i) + card.h + 1], [cx, top(i + 1) - 2]]));
      }
    });

    // The Viewport runs no scripts: a dashed note beside the Editor card.
    const x = card.x + card.w + 16;
    const y = top(2);
    parts.push(c.box(x, y, 720 - x - 12, card.h, 'plain', { dashed: true }));
    parts.push(
      c.lines(x + 10, y + 26, [{ en: 'Viewport:', ja: 'Viewport：' }, { en: 'scripts do', ja: 'スクリプトが' }, { en: 'not run', ja: '動かない' }], {
        size: 13,
        ink: 'muted',
        lineHeight: 19,
        maxWidth: 720 - x - 12 - 20,
      }),
    );
    return parts.join('\n');
  },
});
