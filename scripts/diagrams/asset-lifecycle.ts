/**
 * The states of an asset in the registry and what moves it between them.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - `loading` and `loaded` start false: framework/asset/asset.js (class fields).
 * - `app.assets.load(asset)` sets `loading = true`, then on completion sets `loaded = true` and
 *   `loading = false` whether it failed or not; an error fires `error` (no resource is set), a success sets
 *   `resource`/`resources` and fires `load`: framework/asset/asset-registry.js `load()` (`_loaded`, `_opened`).
 * - `asset.unload()` fires `unload`, clears the resources and sets `loaded = false`: framework/asset/asset.js
 *   `unload()`.
 * - assets with `preload` start loading when added, and `app.preload()` waits for them before `app.start()`:
 *   framework/asset/asset-registry.js `add()`, framework/app-base.js `preload()`.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'asset-lifecycle',
  width: 720,
  height: 330,
  title: { en: 'Asset states and transitions', ja: 'アセットの状態と遷移' },
  description: {
    en: 'An asset in the registry starts loading when load() is called. On success the load event fires and resource is available; on failure the error event fires and there is no resource. unload() releases the resource and returns the asset to the registered state.',
    ja: 'レジストリに登録されたアセットは、load()を呼ぶと読み込み中になります。成功するとloadイベントが発行されてresourceが使えるようになり、失敗するとerrorイベントが発行されてresourceはありません。unload()はリソースを解放し、アセットを登録済みの状態に戻します。',
  },
  draw(c) {
    const parts: string[] = [];
    const registered = { x: 20, y: 74, w: 190, h: 84 };
    const loading = { x: 280, y: 74, w: 160, h: 84 };
    const loaded = { x: 520, y: 44, w: 180, h: 84 };
    const failed = { x: 520, y: 184, w: 180, h: 84 };

    parts.push(
      c.card(registered.x, registered.y, registered.w, registered.h, 'neutral', { en: 'Registered', ja: '登録済み' }, [
        { en: 'in `app.assets`', ja: '`app.assets`の中' },
        { en: 'no `resource` yet', ja: '`resource`はまだない' },
      ]),
      c.card(loading.x, loading.y, loading.w, loading.h, 'neutral', { en: 'Loading', ja: '読み込み中' }, ['`loading: true`']),
      c.card(loaded.x, loaded.y, loaded.w, loaded.h, 'blue', { en: 'Loaded', ja: '読み込み済み' }, [
        '`loaded: true`',
        { en: '`resource` is set', ja: '`resource`が使える' },
      ]),
      c.card(failed.x, failed.y, failed.w, failed.h, 'accent', { en: 'Failed', ja: '失敗' }, [
        '`loaded: true`',
        { en: 'no `resource`', ja: '`resource`はない' },
      ]),
    );

    // load(): Registered → Loading.
    const midY = registered.y + registered.h / 2;
    parts.push(c.arrow([[registered.x + registered.w + 1, midY], [loading.x - 2, midY]], 'blue', { width: 1.8 }));
    parts.push(c.text((registered.x + registered.w + loading.x) / 2, midY - 9, '`load()`', { size: 12.5, anchor: 'middle', ink: 'blue', maxWidth: loading.x - registered.x - registered.w - 8 }));

    // The 'load' and 'error' events: Loading → Loaded or Failed.
    const right = loading.x + loading.w;
    parts.push(c.arrow([[right + 1, loading.y + 22], [loaded.x - 2, loaded.y + 42]], 'blue', { width: 1.8 }));
    parts.push(c.text((right + loaded.x) / 2, loading.y + 10, "`'load'`", { size: 12.5, anchor: 'middle', ink: 'blue', maxWidth: loaded.x - right - 6 }));
    parts.push(c.arrow([[right + 1, loading.y + loading.h - 22], [failed.x - 2, failed.y + 42]], 'accent', { width: 1.8 }));
    parts.push(c.text(right + 44, failed.y - 14, "`'error'`", { size: 12.5, ink: 'accent', maxWidth: 90 }));

    // unload(): Loaded → Registered, over the top.
    const topY = 18;
    const loadedX = loaded.x + loaded.w / 2;
    const registeredX = registered.x + registered.w / 2;
    parts.push(
      c.arrow(
        [
          [loadedX, loaded.y - 1],
          [loadedX, topY],
          [registeredX, topY],
          [registeredX, registered.y - 2],
        ],
        'blue',
        { width: 1.8 },
      ),
    );
    parts.push(c.text((registeredX + loadedX) / 2, topY + 18, '`unload()`', { size: 12.5, anchor: 'middle', ink: 'blue', maxWidth: 200 }));

    // Preloaded assets.
    const note = { x: 20, y: 196, w: 400, h: 84 };
    parts.push(c.box(note.x, note.y, note.w, note.h, 'plain', { dashed: true }));
    parts.push(c.text(note.x + 14, note.y + 24, { en: 'Assets with Preload on', ja: 'Preloadがオンのアセット' }, { size: 13.5, bold: true, maxWidth: note.w - 28 }));
    parts.push(
      c.lines(
        note.x + 14,
        note.y + 45,
        [
          { en: '`load()` is called before the app starts,', ja: 'アプリの開始前に`load()`が呼ばれ、' },
          { en: 'and the loading screen waits for them.', ja: 'ローディング画面はその完了を待ちます。' },
        ],
        { size: 13, lineHeight: 19, maxWidth: note.w - 28 },
      ),
    );
    parts.push(
      c.text(
        20,
        312,
        { en: 'Other assets load when a component or a script needs them.', ja: 'Preloadがオフのアセットは、コンポーネントやスクリプトが必要としたときに読み込まれます。' },
        { size: 12.5, ink: 'muted', maxWidth: 680 },
      ),
    );
    return parts.join('\n');
  },
});
