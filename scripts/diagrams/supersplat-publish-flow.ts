/**
 * What SuperSplat's Publish sends and where (a schematic). SuperSplat 2.32.2, commit cc6e86af
 * (github.com/playcanvas/supersplat): src/publish.ts (the visible splats are serialized to one PLY with
 * maxSHBands 3, minOpacity 1/255 and removeInvalid, gzipped, uploaded as a multipart upload in 10 MB
 * parts to the user's API server; `/splats/publish` with publishFormat 'sog', or 'ssog' when
 * Generate LODs is on; the success popup links to `<origin>/scene/<hash>/edit`);
 * src/ui/publish-settings-dialog.ts (the experience settings: background, opening camera from the
 * current view, camera animation track, listed: false for a new scene); src/file-handler.ts (only
 * visible splats are exported). The right-hand side shows only what the client asks for: the
 * server's conversion is not in this source.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'supersplat-publish-flow',
  width: 760,
  height: 250,
  title: { en: 'What Publish sends', ja: '公開で送られるもの' },
  description: {
    en: 'In the browser, SuperSplat merges the visible splats into one PLY, dropping deleted, nearly transparent and invalid Gaussians and baking in transforms and colour adjustments, then compresses it with gzip and uploads it in 10 MB parts together with the scene settings. It then asks the server to publish the upload as SOG, or as streamed SOG with LODs when Generate LODs is on, requests a new scene unlisted, and receives a link to the scene page. What the server does with the upload is not part of the SuperSplat source.',
    ja: 'ブラウザーの中で、SuperSplatは表示中のスプラットを1つのPLYにまとめます。削除したガウシアン、ほぼ透明なガウシアン、不正な値のガウシアンを除き、変形と色の調整を焼き込みます。それをgzipで圧縮し、シーンの設定と一緒に10 MBずつアップロードします。そのうえで、SOG（LODを生成がオンならLOD付きのストリーミング用SOG）での公開と、新規シーンを一覧に載せない設定をサーバーに依頼し、シーンのページへのリンクを受け取ります。サーバー側の処理は、SuperSplatのソースには含まれません。',
  },
  draw(c) {
    const parts: string[] = [];
    // The browser and the server.
    parts.push(c.box(10, 10, 430, 230, 'plain', { dashed: true, radius: 10 }));
    parts.push(c.text(24, 32, { en: 'Browser (SuperSplat)', ja: 'ブラウザー（SuperSplat）' }, { size: 13, bold: true, ink: 'muted', maxWidth: 300 }));
    parts.push(c.box(470, 10, 280, 230, 'plain', { dashed: true, radius: 10 }));
    parts.push(c.text(484, 32, { en: 'Request to the server', ja: 'サーバーへの依頼' }, { size: 13, bold: true, ink: 'muted', maxWidth: 250 }));

    parts.push(
      c.card(24, 46, 190, 136, 'blue', { en: 'One PLY', ja: '1つのPLY' }, [
        { en: 'visible splats only', ja: '表示中のスプラットだけ' },
        { en: 'no deleted Gaussians', ja: '削除分を除く' },
        { en: 'opacity ≥ 1/255, no NaN', ja: '不透明度1/255以上' },
        { en: 'transforms, colours baked', ja: '変形と色を焼き込み' },
        { en: 'SH up to band 3', ja: 'SHはバンド3まで' },
      ], { size: 11.5 }),
    );
    parts.push(c.card(240, 46, 186, 80, 'accent', { en: 'gzip + upload', ja: 'gzip＋アップロード' }, [{ en: 'in 10 MB parts', ja: '10 MBずつ分割' }, { en: 'scene.ply', ja: 'scene.ply' }], { size: 11.5 }));
    parts.push(c.card(240, 140, 186, 88, 'neutral', { en: 'Scene settings', ja: 'シーンの設定' }, [{ en: 'opening camera, FOV', ja: '初期カメラと視野角' }, { en: 'background, animation', ja: '背景色とアニメーション' }], { size: 11.5 }));
    parts.push(c.arrow([[214, 86], [238, 86]], 'blue'));

    parts.push(c.card(486, 46, 250, 80, 'green', { en: 'Requested format', ja: '求める形式' }, [{ en: "'sog'", ja: "'sog'" }, { en: "'ssog' with Generate LODs", ja: "LODを生成なら'ssog'" }], { size: 11.5 }));
    parts.push(c.card(486, 140, 250, 88, 'green', { en: 'Scene page', ja: 'シーンのページ' }, [{ en: '…/scene/<hash>/edit', ja: '…/scene/<hash>/edit' }, { en: 'new scene: listed: false', ja: '新規シーンはlisted: false' }], { size: 11.5 }));
    parts.push(c.arrow([[426, 86], [484, 86]], 'accent'));
    parts.push(c.arrow([[426, 184], [484, 184]], 'neutral'));
    parts.push(c.arrow([[611, 126], [611, 138]], 'green'));
    return parts.join('\n');
  },
});
