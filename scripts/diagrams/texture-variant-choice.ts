/**
 * Which file of a compressed texture asset the engine loads, and what a Basis file becomes.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - framework/asset/asset.js `VARIANT_DEFAULT_PRIORITY = ['pvr', 'dxt', 'etc2', 'etc1', 'basis']` and
 *   `VARIANT_SUPPORT` (pvr: extCompressedTexturePVRTC, dxt: extCompressedTextureS3TC, etc2: extCompressedTextureETC,
 *   etc1: extCompressedTextureETC1, basis: always); the `file` setter keeps the original file when no variant fits.
 * - framework/handlers/basis.js `defaultRgbPriority = ['etc2', 'etc1', 'astc', 'dxt', 'pvr', 'atc']`,
 *   `defaultRgbaPriority = ['astc', 'dxt', 'etc2', 'pvr', 'atc']`; transcoding runs in Web Workers.
 * - framework/handlers/basis-worker.js `chooseTargetFormat()` (UASTC data: ASTC first; ETC1S data: ETC2, then ETC1 for
 *   opaque textures; the choice reads the file's data, not the Editor's Mode: the Editor only sends
 *   `compressionMode` 'etc' | 'astc' to its server-side compress job, src/editor/assets/assets-textures-compress.ts), `dimensionsValid()` (PVRTC needs power-of-two sizes, DXT multiples of 4) and the fallback to
 *   uncompressed RGB565 (opaque) or RGBA (alpha) when no format fits.
 */
import { defineDiagram, type Localized } from './lib';

const ROWS: Array<{ check: Localized; result: Localized; basis?: boolean }> = [
  { check: { en: '`pvr` file and PVRTC support?', ja: '`pvr`があり、PVRTC対応？' }, result: { en: 'loads the PVR file', ja: 'PVRファイルを読む' } },
  { check: { en: '`dxt` file and S3TC (DXT) support?', ja: '`dxt`があり、S3TC（DXT）対応？' }, result: { en: 'loads the DXT file', ja: 'DXTファイルを読む' } },
  { check: { en: '`etc2` file and ETC2 support?', ja: '`etc2`があり、ETC2対応？' }, result: { en: 'loads the ETC2 file', ja: 'ETC2ファイルを読む' } },
  { check: { en: '`etc1` file and ETC1 support?', ja: '`etc1`があり、ETC1対応？' }, result: { en: 'loads the ETC1 file', ja: 'ETC1ファイルを読む' } },
  { check: { en: '`basis` file?', ja: '`basis`がある？' }, result: { en: 'loads it and transcodes it', ja: '読み込んで変換する' }, basis: true },
];

export default defineDiagram({
  name: 'texture-variant-choice',
  width: 720,
  height: 556,
  title: { en: 'Which texture file the engine loads', ja: 'エンジンが読み込むテクスチャファイルの選び方' },
  description: {
    en: 'The engine tests the compressed variants of a texture asset in the order PVR, DXT, ETC2, ETC1 and takes the first one the GPU supports; otherwise it loads the Basis file and transcodes it in a Web Worker to a format the GPU supports, or uses the original image when there is no Basis file.',
    ja: 'エンジンはテクスチャアセットの圧縮版をPVR、DXT、ETC2、ETC1の順に調べ、GPUが対応する最初のものを使います。どれも使えなければBasisファイルを読み込み、Web WorkerでGPUが扱える形式に変換します。Basisもなければ元の画像を使います。',
  },
  draw(c) {
    const parts: string[] = [];
    const left = { x: 20, w: 310 };
    const right = { x: 390, w: 310 };
    parts.push(
      c.text(left.x, 26, { en: 'Tested in this order', ja: 'この順に調べる' }, { size: 14, bold: true, ink: 'muted', maxWidth: left.w }),
      c.text(right.x, 26, { en: 'First match wins', ja: '最初に当てはまったもの' }, { size: 14, bold: true, ink: 'muted', maxWidth: right.w }),
    );
    const row = { y: 44, h: 44, gap: 20 };
    ROWS.forEach((item, i) => {
      const y = row.y + i * (row.h + row.gap);
      const mid = y + row.h / 2;
      const tone = item.basis ? 'accent' : 'blue';
      parts.push(c.box(left.x, y, left.w, row.h, 'neutral'));
      parts.push(c.text(left.x + 14, mid + 5, item.check, { size: 13.5, maxWidth: left.w - 28 }));
      parts.push(c.arrow([[left.x + left.w + 2, mid], [right.x - 3, mid]], tone, { width: 1.8 }));
      parts.push(c.text((left.x + left.w + right.x) / 2, mid - 7, { en: 'yes', ja: 'はい' }, { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 60 }));
      parts.push(c.box(right.x, y, right.w, row.h, tone));
      parts.push(c.text(right.x + 14, mid + 5, item.result, { size: 13.5, bold: true, ink: tone, maxWidth: right.w - 28 }));
      const next = y + row.h + row.gap;
      parts.push(c.arrow([[left.x + 40, y + row.h + 1], [left.x + 40, next - 2]], 'neutral', { width: 1.6 }));
      parts.push(c.text(left.x + 50, y + row.h + 14, { en: 'no', ja: 'いいえ' }, { size: 12, ink: 'muted', maxWidth: 60 }));
    });
    const lastY = row.y + ROWS.length * (row.h + row.gap);
    parts.push(c.box(left.x, lastY, left.w, row.h, 'plain', { dashed: true }));
    parts.push(c.text(left.x + 14, lastY + row.h / 2 + 5, { en: 'uses the original image (PNG, JPEG…)', ja: '元の画像（PNG、JPEGなど）を使う' }, { size: 13.5, maxWidth: left.w - 28 }));

    // What a Basis file becomes.
    const basisY = row.y + 4 * (row.h + row.gap);
    const card = { x: right.x, y: basisY + row.h + 16, w: right.w, h: 176 };
    parts.push(c.arrow([[right.x + right.w / 2, basisY + row.h + 1], [right.x + right.w / 2, card.y - 2]], 'accent', { width: 1.8 }));
    parts.push(
      c.card(card.x, card.y, card.w, card.h, 'plain', { en: 'Transcoded in a Web Worker to', ja: 'Web Workerで変換する先' }, [
        { en: 'UASTC data: ASTC first', ja: 'UASTCのデータ：ASTCが最優先' },
        { en: 'ETC1S data: ETC2, ETC1 first', ja: 'ETC1Sのデータ：ETC2・ETC1が優先' },
        { en: 'then the first the GPU supports:', ja: '次に、GPUが対応する最初の形式' },
        { en: 'opaque: ETC2, ETC1, ASTC, DXT, PVRTC', ja: '不透明：ETC2、ETC1、ASTC、DXT、PVRTC' },
        { en: 'alpha: ASTC, DXT, ETC2, PVRTC', ja: 'アルファあり：ASTC、DXT、ETC2、PVRTC' },
        { en: 'none fits, or a size it cannot hold:', ja: '合う形式がないか、サイズが不適合なら' },
        { en: 'uncompressed RGB565 / RGBA', ja: '非圧縮のRGB565かRGBA' },
      ], { size: 12.5 }),
    );
    return parts.join('\n');
  },
});
