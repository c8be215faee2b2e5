/**
 * How the parts of a Shader Editor project relate (Overview page of the Shader Editor guide). Facts
 * from the public Shader Editor documentation (developer.playcanvas.com, docs/shader-editor/ at the
 * commits noted): textures are dropped on the Assets pane and referenced in graphs
 * (overview/textures.md, b2804ecf); sub graphs are used in material graphs
 * (overview/graphs/sub-graphs.md, b2804ecf); a material combines a material graph, parameter values and
 * render states, and several materials can share one graph (overview/materials.md, 1e6e6de6); a
 * material is created with + NEW MATERIAL in the Graph Inspector
 * (window-layout/inspector-pane/graph-inspector.md, 8aa6b858); the project is kept in the browser's
 * IndexedDB (overview/file-handling.md, 21af9492); it is exported to a Shader Pack holding the generated
 * shader code and the parameter values but not the graphs, which the application uses at runtime
 * (overview/file-handling.md, 21af9492; overview/workflow.md, b2804ecf).
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'shader-editor-overview',
  width: 720,
  height: 350,
  title: { en: 'How graphs, materials and Shader Packs relate', ja: 'グラフ・マテリアル・シェーダーパックの関係' },
  description: {
    en: 'In a project kept in the browser, textures and sub graphs feed a material graph; + NEW MATERIAL makes materials from it, each adding parameter values and render states. Exporting the materials gives a Shader Pack with the generated shader code and the parameter values, without the graphs, and the application uses the Shader Pack at runtime.',
    ja: 'ブラウザー内に保存されるプロジェクトで、テクスチャとサブグラフをマテリアルグラフに取り込みます。+ NEW MATERIALでグラフからマテリアルを作り、それぞれにパラメーター値とレンダーステートを持たせます。マテリアルを書き出したシェーダーパックには生成されたシェーダーコードとパラメーター値が入り、グラフは入りません。アプリケーションは実行時にシェーダーパックを使います。',
  },
  draw(c) {
    const parts: string[] = [];

    // The project.
    parts.push(c.box(20, 34, 680, 176, 'plain', { dashed: true }));
    parts.push(c.text(34, 24, { en: 'Project (kept in the browser’s IndexedDB)', ja: 'プロジェクト（ブラウザーのIndexedDBに保存）' }, { size: 13.5, bold: true, ink: 'muted', maxWidth: 560 }));

    parts.push(c.card(40, 52, 150, 62, 'neutral', { en: 'Textures', ja: 'テクスチャ' }, [{ en: 'dropped on Assets', ja: 'Assetsにドロップ' }], { size: 12.5 }));
    parts.push(c.card(40, 128, 150, 62, 'blue', { en: 'Sub graphs', ja: 'サブグラフ' }, [{ en: 'reusable logic', ja: '再利用する処理' }], { size: 12.5 }));
    parts.push(c.card(250, 80, 170, 82, 'blue', { en: 'Material graph', ja: 'マテリアルグラフ' }, [{ en: 'nodes and edges', ja: 'ノードとエッジ' }, { en: 'one Material node', ja: 'マテリアルノード1つ' }], { size: 12.5 }));
    parts.push(c.box(502, 58, 180, 120, 'accent', { radius: 8 }));
    parts.push(c.card(490, 70, 180, 120, 'accent', { en: 'Materials', ja: 'マテリアル' }, [{ en: 'a material graph', ja: 'マテリアルグラフ' }, { en: '+ parameter values', ja: '＋パラメーター値' }, { en: '+ render states', ja: '＋レンダーステート' }], { size: 12.5 }));

    parts.push(c.arrow([[191, 83], [220, 83], [220, 110], [248, 110]], 'neutral'));
    parts.push(c.arrow([[191, 159], [220, 159], [220, 132], [248, 132]], 'neutral'));
    parts.push(c.arrow([[421, 121], [488, 121]], 'accent'));
    parts.push(c.text(455, 112, { en: '+ NEW', ja: '+ NEW' }, { size: 11, anchor: 'middle', ink: 'accent', maxWidth: 64 }));
    parts.push(c.text(455, 140, { en: 'MATERIAL', ja: 'MATERIAL' }, { size: 11, anchor: 'middle', ink: 'accent', maxWidth: 64 }));

    // Export and runtime.
    parts.push(c.arrow([[580, 191], [580, 238]], 'green'));
    parts.push(c.text(592, 222, { en: 'export', ja: '書き出し' }, { size: 12, ink: 'green', maxWidth: 110 }));
    parts.push(c.card(490, 240, 196, 82, 'green', { en: 'Shader Pack', ja: 'シェーダーパック' }, [{ en: 'generated shader code', ja: '生成されたシェーダーコード' }, { en: 'parameter values', ja: 'パラメーター値' }], { size: 12.5 }));
    parts.push(c.arrow([[489, 281], [422, 281]], 'green'));
    parts.push(c.card(250, 240, 170, 82, 'neutral', { en: 'Your application', ja: 'アプリケーション' }, [{ en: 'uses the pack', ja: '実行時に' }, { en: 'at runtime', ja: 'パックを使う' }], { size: 12.5 }));
    parts.push(c.lines(40, 262, [{ en: 'Not in the pack:', ja: 'パックに入らないもの：' }, { en: 'graphs and nodes', ja: 'グラフとノード' }], { size: 12.5, lineHeight: 19, ink: 'muted', maxWidth: 190 }));
    return parts.join('\n');
  },
});
