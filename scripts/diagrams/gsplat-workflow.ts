/**
 * From photos to a splat in an application, and the tools of each step.
 * Sources:
 * - camera poses from photos (Structure-from-Motion): COLMAP (colmap/colmap README); the reference trainer reads
 *   COLMAP data sets (graphdeco-inria/gaussian-splatting README, convert.py) and writes a PLY (scene/gaussian_model.py
 *   `save_ply`); Brush and LichtFeld Studio train from COLMAP data (their READMEs).
 * - editing and viewing: SuperSplat 2.32.2 (src/file-handler.ts: open .ply, .sog, .spz …; export .ply,
 *   .compressed.ply, .sog, viewer app).
 * - conversion: @playcanvas/splat-transform 3.7.0 (README: PLY, compressed PLY, SOG, SPZ …).
 * - the engine loads .ply, .sog, meta.json and lod-meta.json as `gsplat` assets: framework/handlers/gsplat.js.
 */
import { defineDiagram, type Localized } from './lib';

interface Step {
  title: Localized;
  lines: Localized[];
  tone: 'neutral' | 'accent' | 'blue' | 'green';
}

const STEPS: Step[] = [
  { title: { en: '1 Capture', ja: '①撮影' }, tone: 'neutral', lines: [
    { en: 'Photos or video', ja: '写真か動画を' },
    { en: 'all around', ja: '多くの角度から' },
  ] },
  { title: { en: '2 Camera poses', ja: '②カメラ位置' }, tone: 'neutral', lines: [
    { en: 'Structure from', ja: 'SfMで推定' },
    { en: 'Motion: COLMAP', ja: '（COLMAPなど）' },
  ] },
  { title: { en: '3 Training', ja: '③学習' }, tone: 'neutral', lines: [
    { en: 'Fit splats', ja: 'スプラットを' },
    { en: 'to the photos', ja: '写真に合わせる' },
  ] },
  { title: { en: '4 Edit', ja: '④編集' }, tone: 'blue', lines: [
    { en: 'Clean up in', ja: 'SuperSplatで' },
    { en: 'SuperSplat', ja: '不要部分を削除' },
  ] },
  { title: { en: '5 Compress', ja: '⑤圧縮' }, tone: 'blue', lines: [
    { en: 'PLY → SOG with', ja: 'PLY → SOG' },
    { en: 'SplatTransform', ja: '（SplatTransform）' },
  ] },
  { title: { en: '6 Show', ja: '⑥表示' }, tone: 'accent', lines: [
    { en: 'Viewer, Editor', ja: 'ビューアー、' },
    { en: 'or engine app', ja: 'エディター、エンジン' },
  ] },
];

export default defineDiagram({
  name: 'gsplat-workflow',
  width: 720,
  height: 340,
  title: { en: 'From photos to a splat in your application', ja: '写真からアプリのスプラットまで' },
  description: {
    en: 'Six steps: capture photos or video from many angles; estimate the camera poses with Structure from Motion; train the splats until renders match the photos, which gives a PLY file; clean it up in SuperSplat; compress it to SOG with SplatTransform or SuperSplat; show it in a viewer, the Editor or an engine application. Steps 1 to 3 happen in third-party tools.',
    ja: '6つの手順です。多くの角度から写真か動画を撮ります。SfMでカメラの位置と向きを推定します。描画が写真に合うまでスプラットを学習し、PLYファイルを得ます。SuperSplatで不要な部分を消します。SplatTransformかSuperSplatでSOGに圧縮します。ビューアー、エディター、エンジンのアプリで表示します。手順①〜③は他社のツールで行います。',
  },
  draw(c) {
    const parts: string[] = [];
    const w = 200;
    const gap = 40;
    const h = 80;
    const rows = [62, 214] as const;
    const pos = (i: number) => ({ x: 20 + (i % 3) * (w + gap), y: i < 3 ? rows[0] : rows[1] });
    STEPS.forEach((step, i) => {
      const { x, y } = pos(i);
      parts.push(c.box(x, y, w, h, step.tone));
      parts.push(c.text(x + 12, y + 24, step.title, { size: 13, bold: true, ink: step.tone === 'neutral' ? 'text' : step.tone, maxWidth: w - 24 }));
      parts.push(c.lines(x + 12, y + 45, step.lines, { size: 12, lineHeight: 17, maxWidth: w - 24 }));
      if (i % 3 < 2) parts.push(c.arrow([[x + w + 2, y + h / 2], [x + w + gap - 2, y + h / 2]], 'neutral', { width: 1.4 }));
    });
    // From the end of the first row down to the start of the second.
    const last = pos(2);
    const first = pos(3);
    const midY = (rows[0] + h + rows[1]) / 2 - 8;
    parts.push(c.arrow([[last.x + w / 2, last.y + h + 2], [last.x + w / 2, midY], [first.x + w / 2, midY], [first.x + w / 2, first.y - 2]], 'neutral', { width: 1.4 }));
    parts.push(c.text(last.x + w / 2 + 8, last.y + h + 18, '`.ply`', { size: 12, ink: 'muted', maxWidth: 60 }));
    parts.push(c.text(pos(4).x - gap / 2, first.y + h / 2 - 8, '`.ply`', { size: 11.5, anchor: 'middle', ink: 'muted', maxWidth: 40 }));
    parts.push(c.text(pos(5).x - gap / 2, first.y + h / 2 - 8, '`.sog`', { size: 11.5, anchor: 'middle', ink: 'muted', maxWidth: 40 }));
    // Who provides the tools of each row.
    parts.push(c.text(20, 48, { en: 'Third-party capture and training tools', ja: '撮影と学習：他社のツール' }, { size: 12.5, bold: true, ink: 'muted', maxWidth: 400 }));
    parts.push(c.text(700, rows[1] - 10, { en: 'PlayCanvas tools and runtimes', ja: 'PlayCanvasのツールと実行環境' }, { size: 12.5, bold: true, ink: 'blue', anchor: 'end', maxWidth: 280 }));
    parts.push(
      c.text(
        20,
        326,
        { en: 'PLY is the exchange format between the steps; SOG is the small file for the web.', ja: 'PLYは手順どうしの受け渡しに、SOGはWeb配信に使う小さなファイル' },
        { size: 12.5, ink: 'muted', maxWidth: 680 },
      ),
    );
    return parts.join('\n');
  },
});
