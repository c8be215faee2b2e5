/**
 * How an application starts and when its assets load.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - configure: framework/app-base.js `configure()` reads the project settings and `_parseAssets()` adds every
 *   asset to the registry; an asset with `preload` starts loading when it is added: framework/asset/asset-registry.js
 *   `add()`.
 * - preload: framework/app-base.js `preload()` fires `preload:start`, `preload:progress` (loaded share, 0 to 1) for
 *   each preloaded asset that loads or fails, and `preload:end` when all are done.
 * - scene: framework/app-base.js `loadScene()` (framework/scene-registry.js) creates the entities and components;
 *   components load the assets they refer to when enabled (e.g. framework/components/render/component.js).
 * - start: framework/app-base.js `start()` fires `start`, then the systems' `initialize` and `postInitialize`
 *   (scripts' `initialize()` and `postInitialize()`), and the main loop runs each frame: framework/app-base.js
 *   `tick`.
 * - running: framework/asset/asset-registry.js `load()`, framework/asset/asset-list-loader.js, framework/asset/asset.js
 *   `unload()`.
 */
import { defineDiagram, type Localized, type Tone } from './lib';

const STAGES: Array<{ tone: Tone; title: Localized | string; lines: Localized[] }> = [
  {
    tone: 'neutral',
    title: { en: '1. Configure', ja: '1. 設定の読み込み' },
    lines: [
      { en: 'Reads the project settings and adds the assets to the registry.', ja: 'プロジェクト設定を読み込み、アセットをレジストリに登録します。' },
      { en: 'An asset with Preload on starts loading as soon as it is added.', ja: 'Preloadがオンのアセットは、登録した時点で読み込みが始まります。' },
    ],
  },
  {
    tone: 'blue',
    title: { en: '2. Preload (`app.preload()`)', ja: '2. プリロード（`app.preload()`）' },
    lines: [
      {
        en: 'Fires `preload:start`, `preload:progress` (0 to 1) and `preload:end`.',
        ja: '`preload:start`、`preload:progress`（0〜1）、`preload:end`を発行します。',
      },
      { en: 'Waits until every preloaded asset has loaded or failed.', ja: 'Preloadのアセットがすべて読み込み済みか失敗になるまで待ちます。' },
    ],
  },
  {
    tone: 'neutral',
    title: { en: '3. Load the scene', ja: '3. シーンの読み込み' },
    lines: [
      { en: 'Creates the entities and components of the scene.', ja: 'シーンのエンティティとコンポーネントを作ります。' },
      { en: 'Enabled components load the assets they reference, if needed.', ja: '有効なコンポーネントは、未読み込みの参照先アセットを読み込みます。' },
    ],
  },
  {
    tone: 'neutral',
    title: '4. `app.start()`',
    lines: [
      {
        en: 'Fires `start`, then calls `initialize` and `postInitialize`.',
        ja: '`start`を発行し、スクリプトの`initialize`と`postInitialize`を呼びます。',
      },
      { en: 'The main loop then runs once per frame.', ja: 'このあとメインループが毎フレーム回ります。' },
    ],
  },
  {
    tone: 'green',
    title: { en: '5. Running', ja: '5. 実行中' },
    lines: [
      {
        en: 'Load assets when needed: `app.assets.load()`, `AssetListLoader`.',
        ja: '必要なアセットを`app.assets.load()`や`AssetListLoader`で読み込みます。',
      },
      { en: 'Free assets you no longer use with `asset.unload()`.', ja: '使わなくなったアセットは`asset.unload()`で解放します。' },
    ],
  },
];

export default defineDiagram({
  name: 'asset-loading-startup',
  width: 720,
  height: 530,
  title: { en: 'Application startup and asset loading', ja: 'アプリケーションの起動とアセットの読み込み' },
  description: {
    en: 'Startup runs configure, preload, scene loading and app.start() in order. The loading screen shows until the application starts. After that, assets are loaded on demand while the application runs.',
    ja: '設定の読み込み、プリロード、シーンの読み込み、app.start()の順に進みます。ローディング画面はプリロードが終わりアプリケーションが開始するまで表示されます。開始後は必要なアセットをその場で読み込みます。',
  },
  draw(c) {
    const parts: string[] = [];
    const card = { x: 20, w: 540, h: 82, gap: 20 };
    const top = (i: number) => 20 + i * (card.h + card.gap);
    STAGES.forEach((stage, i) => {
      parts.push(c.card(card.x, top(i), card.w, card.h, stage.tone, stage.title, stage.lines));
      if (i < STAGES.length - 1) {
        const cx = card.x + card.w / 2;
        parts.push(c.arrow([[cx, top(i) + card.h + 1], [cx, top(i + 1) - 2]]));
      }
    });

    // Brackets: the loading screen covers stages 1 to 3, streaming happens in stage 5.
    const bracket = (from: number, to: number, tone: 'accent' | 'green', label: Localized) => {
      const x = card.x + card.w + 16;
      const y1 = top(from);
      const y2 = top(to) + card.h;
      return [
        c.arrow([[x, y1], [x + 8, y1], [x + 8, y2], [x, y2]], tone, { head: false }),
        c.text(x + 18, (y1 + y2) / 2 + 5, label, { size: 13, bold: true, ink: tone, maxWidth: 720 - x - 18 - 8 }),
      ].join('');
    };
    parts.push(bracket(0, 2, 'accent', { en: 'Loading screen', ja: 'ローディング画面' }));
    parts.push(bracket(4, 4, 'green', { en: 'Streaming', ja: 'ストリーミング' }));
    return parts.join('\n');
  },
});
