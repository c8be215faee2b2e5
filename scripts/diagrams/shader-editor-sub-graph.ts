/**
 * The example sub graph of the Sub Graphs page ("remap": value × scale + offset) and the same sub
 * graph placed as one node in a material graph. Facts from the public Shader Editor documentation
 * (developer.playcanvas.com, docs/shader-editor/overview/graphs/sub-graphs.md at b2804ecf and
 * 1e6e6de6): a sub graph has no Material node; data enters through Input nodes and leaves through
 * Output nodes; a sub graph is placed as a node in a material graph or another sub graph
 * (window-layout/graph-editor.md at 1e6e6de6: drag it from the Assets pane). The ports of the placed
 * node (one per Input node and per Output node) are an assumption the diagram labels as such: the
 * documentation does not describe them. The Material node's
 * first four ports and the type of gloss: overview/graphs/material-graphs.md at 17a4428d. Node
 * titles (Input, Output, multiply, add) are descriptive; the documentation gives no exact labels.
 */
import { defineDiagram } from './lib';
import { drawEdge, drawNode } from './shader-editor-kit';

export default defineDiagram({
  name: 'shader-editor-sub-graph',
  width: 720,
  height: 494,
  title: { en: 'A sub graph and its use as a node', ja: 'サブグラフと、それを使うノード' },
  description: {
    en: 'Inside the sub graph remap, three Input nodes (value, scale, offset) feed a multiply and an add node, and the sum goes to one Output node (result). Placed in a material graph, remap is drawn as a single node with input ports value, scale and offset and an output port result, here connected to the gloss port of the Material node; this arrangement of ports is an assumption, not documented.',
    ja: 'サブグラフremapの中では、3つの入力ノード（value、scale、offset）が乗算と加算のノードにつながり、結果が1つの出力ノード（result）に届きます。マテリアルグラフに置いたremapは、入力ポートvalue・scale・offsetと出力ポートresultを持つ1つのノードとして描き、ここではマテリアルノードのglossポートにつないでいます。このポートの並びは想定で、文書化されていません。',
  },
  draw(c) {
    const parts: string[] = [];

    // Top: inside the sub graph.
    parts.push(c.box(20, 34, 680, 232, 'plain', { dashed: true, radius: 8 }));
    parts.push(c.text(34, 24, { en: 'Inside the sub graph `remap`', ja: 'サブグラフ`remap`の中身' }, { size: 14, bold: true, ink: 'blue', maxWidth: 400 }));

    const inputNode = (y: number, name: string) => {
      const node = drawNode(c, { x: 40, y, w: 150, title: { en: 'Input', ja: '入力' }, tone: 'green', outputs: [''] });
      return { ...node, svg: node.svg + c.text(52, node.output(0)[1] + 4, `\`${name}\``, { size: 11.5, ink: 'green', maxWidth: 120 }) };
    };
    const value = inputNode(50, 'value');
    const scale = inputNode(120, 'scale');
    const offset = inputNode(190, 'offset');
    const multiply = drawNode(c, { x: 250, y: 64, w: 120, title: { en: 'Multiply', ja: '乗算' }, tone: 'blue', inputs: ['', ''], outputs: [''] });
    const add = drawNode(c, { x: 420, y: 110, w: 110, title: { en: 'Add', ja: '加算' }, tone: 'blue', inputs: ['', ''], outputs: [''] });
    const [, addOutY] = add.output(0);
    const output = drawNode(c, { x: 570, y: addOutY - 26 - 6 - 10.5, w: 110, title: { en: 'Output', ja: '出力' }, tone: 'accent', inputs: [''] });
    parts.push(value.svg, scale.svg, offset.svg, multiply.svg, add.svg, output.svg);
    parts.push(c.text(582, output.input(0)[1] + 4, '`result`', { size: 11.5, ink: 'accent', maxWidth: 90 }));
    parts.push(drawEdge(c, value.output(0), multiply.input(0), 'neutral', 220));
    parts.push(drawEdge(c, scale.output(0), multiply.input(1), 'neutral', 220));
    parts.push(drawEdge(c, multiply.output(0), add.input(0), 'neutral', 395));
    parts.push(drawEdge(c, offset.output(0), add.input(1), 'neutral', 395));
    parts.push(drawEdge(c, add.output(0), output.input(0)));
    parts.push(c.text(440, 240, { en: 'result = value × scale + offset', ja: 'result = value × scale + offset' }, { size: 12.5, ink: 'muted', maxWidth: 250 }));

    // Bottom: the sub graph used as one node.
    parts.push(c.box(20, 310, 680, 170, 'plain', { dashed: true, radius: 8 }));
    parts.push(c.text(34, 300, { en: 'Placed in a material graph', ja: 'マテリアルグラフに置いたところ' }, { size: 14, bold: true, ink: 'blue', maxWidth: 400 }));
    const remap = drawNode(c, { x: 250, y: 330, w: 180, title: '`remap`', tone: 'blue', inputs: ['`value`', '`scale`', '`offset`'], outputs: ['`result`'] });
    const material = drawNode(c, { x: 520, y: 330, w: 160, title: { en: 'Material', ja: 'マテリアル' }, tone: 'accent', inputs: ['`emissive`', '`alpha`', '`albedo`', '`gloss`'] });
    parts.push(remap.svg, material.svg);
    parts.push(c.text(600, 330 + material.height + 14, '…', { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 40 }));
    parts.push(drawEdge(c, remap.output(0), material.input(3), 'neutral', 475));
    parts.push(
      c.lines(40, 352, [{ en: 'Assumed, not documented:', ja: '想定（記載なし）：' }, { en: 'Input nodes', ja: '入力ノード' }, { en: '→ input ports', ja: '→ 入力ポート' }, { en: 'Output nodes', ja: '出力ノード' }, { en: '→ output ports', ja: '→ 出力ポート' }], {
        size: 12.5,
        lineHeight: 19,
        ink: 'muted',
        maxWidth: 190,
      }),
    );
    return parts.join('\n');
  },
});
