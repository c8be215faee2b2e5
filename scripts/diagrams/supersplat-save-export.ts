/**
 * What SuperSplat writes when you save a project and when you export (a schematic). SuperSplat 2.32.2,
 * commit cc6e86af (github.com/playcanvas/supersplat):
 * - save: src/doc.ts `saveDocument` (a ZIP with `document.json` and `splat_<i>.ply` for every splat of
 *   `scene.allSplats`, hidden ones included; `keepWorldTransform` and `keepColorTint` leave the splat's
 *   transform and colour settings out of the PLY data and in document.json); src/splat.ts `docSerialize`.
 * - both paths drop deleted gaussians and never write the selection or lock state:
 *   src/splat-serialize.ts (`GaussianFilter.test`, and the note that the writers never export state).
 * - export: src/file-handler.ts `scene.export` / `scene.write` (only visible splats with gaussians,
 *   `getSplats`, all written to one file), src/splat-serialize.ts (world transform and colour grading
 *   applied when not keeping them), the formats of the Export menu: src/ui/menu.ts.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'supersplat-save-export',
  width: 760,
  height: 296,
  title: { en: 'Saving a project versus exporting in SuperSplat', ja: 'SuperSplatのプロジェクト保存とエクスポートの違い' },
  description: {
    en: 'Saving writes a .ssproj project: a ZIP with document.json and one PLY per splat, hidden splats included, with transforms and colours kept as settings, so the scene opens again for editing. Exporting writes one file from the visible splats only, with transforms and colours baked into the data. Both leave out deleted Gaussians and neither keeps the lock or selection state.',
    ja: '保存すると.ssprojのプロジェクトができます。document.jsonとスプラットごとのPLYを収めたZIPで、非表示のスプラットも入り、変形と色は設定値のまま残るので、開き直して編集を続けられます。エクスポートは表示中のスプラットだけを1つのファイルにまとめ、変形と色をデータに焼き込みます。どちらも削除したガウシアンは含まず、ロックと選択の状態も残しません。',
  },
  draw(c) {
    const parts: string[] = [];

    parts.push(
      c.card(20, 90, 212, 116, 'neutral', { en: 'Scene in SuperSplat', ja: 'SuperSplatのシーン' }, [
        { en: '`statue.ply` (shown)', ja: '`statue.ply`（表示中）' },
        { en: '`garden.sog` (hidden)', ja: '`garden.sog`（非表示）' },
        { en: 'transform and colours', ja: '変形と色の調整' },
        { en: 'deleted, locked Gaussians', ja: '削除・ロックしたガウシアン' },
      ], { size: 12.5 }),
    );

    parts.push(
      c.card(330, 20, 410, 116, 'accent', { en: 'Project file (.ssproj)', ja: 'プロジェクトファイル（.ssproj）' }, [
        { en: 'ZIP: `document.json` + one PLY per splat', ja: 'ZIP：`document.json`とスプラットごとのPLY' },
        { en: 'hidden splats kept; transform, colours as settings', ja: '非表示も保存。変形と色は設定値のまま' },
        { en: 'deleted Gaussians dropped; no lock or selection', ja: '削除分は除去。ロックと選択は残らない' },
        { en: 'opens again for editing', ja: '開き直して編集を続けられる' },
      ], { size: 12.5 }),
    );

    parts.push(
      c.card(330, 160, 410, 116, 'green', { en: 'Exported file', ja: 'エクスポートしたファイル' }, [
        { en: 'visible splats merged into one file', ja: '表示中のスプラットを1つにまとめる' },
        { en: 'transform and colours baked into the data', ja: '変形と色をデータに焼き込む' },
        { en: 'deleted Gaussians dropped; no lock or selection', ja: '削除分は除去。ロックと選択は残らない' },
        { en: 'PLY, SOG, SPZ, .splat or Viewer App', ja: 'PLY・SOG・SPZ・.splat・Viewer App' },
      ], { size: 12.5 }),
    );

    parts.push(c.arrow([[233, 132], [310, 132], [310, 78], [327, 78]], 'accent', { width: 1.8 }));
    parts.push(c.arrow([[233, 164], [310, 164], [310, 218], [327, 218]], 'green', { width: 1.8 }));
    parts.push(c.text(271, 125, { en: 'Save', ja: '保存' }, { size: 11.5, bold: true, ink: 'accent', anchor: 'middle', maxWidth: 76 }));
    parts.push(c.text(271, 181, { en: 'Export', ja: 'エクスポート' }, { size: 11.5, bold: true, ink: 'green', anchor: 'middle', maxWidth: 76 }));
    return parts.join('\n');
  },
});
