/**
 * The parts of a Shader Editor node and the three categories of nodes (Nodes page of the Shader
 * Editor guide). Facts from the public Shader Editor documentation (developer.playcanvas.com,
 * docs/shader-editor/overview/nodes/index.md at 8aa6b858, window-layout/nodes-pane.md at 21af9492,
 * overview/graphs/material-graphs.md at 17a4428d, overview/nodes/parameter-nodes.md at b2804ecf):
 * - every node shows its type, its input ports and its output ports, and has at least one port;
 * - input nodes have only output ports, output nodes only input ports, transform nodes both;
 * - the Nodes pane filters the list with the toggles I (input), X (transform) and O (output);
 * - parameter nodes are input nodes; the Material node has input ports (emissive, alpha, albedo, …).
 * Node titles in the bottom row are descriptive (the documentation gives no exact labels for them).
 */
import { defineDiagram } from './lib';
import { drawEdge, drawNode } from './shader-editor-kit';

export default defineDiagram({
  name: 'shader-editor-node-anatomy',
  width: 720,
  height: 366,
  title: { en: 'The parts of a node and the three categories of nodes', ja: 'ノードの各部と3つの分類' },
  description: {
    en: 'A node shows its type in its header, input ports on its left edge and output ports on its right edge. An input node such as a parameter has only output ports, a transform node such as a multiply has both, and an output node such as the Material node has only input ports; the Nodes pane filters them with I, X and O.',
    ja: 'ノードは見出しに種類を示し、左端に入力ポート、右端に出力ポートを持ちます。パラメーターのような入力ノードは出力ポートだけ、乗算のような変換ノードは両方、マテリアルノードのような出力ノードは入力ポートだけを持ちます。NodesペインではI・X・Oで絞り込めます。',
  },
  draw(c) {
    const parts: string[] = [];

    // Top: one node with its three parts called out.
    const top = drawNode(c, { x: 260, y: 24, w: 200, title: { en: 'Node type', ja: 'ノードの種類' }, tone: 'blue', inputs: ['', ''], outputs: [''], rows: 2 });
    parts.push(top.svg);
    const [inX, inY0] = top.input(0);
    const [, inY1] = top.input(1);
    const [outX, outY] = top.output(0);
    const inMid = (inY0 + inY1) / 2;
    parts.push(c.text(40, inMid - 2, { en: 'Input ports', ja: '入力ポート' }, { size: 13.5, bold: true, maxWidth: 150 }));
    parts.push(c.text(40, inMid + 17, { en: 'values come in', ja: '値が入る' }, { size: 12.5, ink: 'muted', maxWidth: 150 }));
    parts.push(c.arrow([[170, inMid], [214, inMid], [214, inY0], [inX - 8, inY0]], 'neutral', { width: 1.2 }));
    parts.push(c.arrow([[214, inMid], [214, inY1], [inX - 8, inY1]], 'neutral', { width: 1.2 }));
    parts.push(c.text(680, outY - 2, { en: 'Output ports', ja: '出力ポート' }, { size: 13.5, bold: true, anchor: 'end', maxWidth: 150 }));
    parts.push(c.text(680, outY + 17, { en: 'results go out', ja: '結果が出る' }, { size: 12.5, ink: 'muted', anchor: 'end', maxWidth: 150 }));
    parts.push(c.arrow([[560, outY], [outX + 8, outY]], 'neutral', { width: 1.2 }));

    // Bottom: the three categories, connected from left to right.
    const rowY = 168;
    const input = drawNode(c, { x: 20, y: rowY, w: 170, title: { en: 'Parameter', ja: 'パラメーター' }, tone: 'green', outputs: [''], rows: 3 });
    const transform = drawNode(c, { x: 275, y: rowY, w: 170, title: { en: 'Multiply', ja: '乗算' }, tone: 'blue', inputs: ['', ''], outputs: [''], rows: 3 });
    const output = drawNode(c, { x: 530, y: rowY, w: 170, title: { en: 'Material', ja: 'マテリアル' }, tone: 'accent', inputs: ['`emissive`', '`alpha`', '`albedo`'], rows: 3 });
    parts.push(input.svg, transform.svg, output.svg);
    parts.push(drawEdge(c, input.output(0), transform.input(0)));
    parts.push(drawEdge(c, transform.output(0), output.input(2)));
    parts.push(c.text(615, rowY + output.height + 16, '…', { size: 12, anchor: 'middle', ink: 'muted', maxWidth: 40 }));

    const caption = (x: number, title: { en: string; ja: string }, ink: 'green' | 'blue' | 'accent', lines: Array<{ en: string; ja: string }>) => {
      const y = rowY + input.height + 40;
      return [
        c.text(x, y, title, { size: 14, bold: true, ink, maxWidth: 180 }),
        c.lines(x, y + 21, lines, { size: 12.5, lineHeight: 18, ink: 'muted', maxWidth: 180 }),
      ].join('');
    };
    parts.push(caption(20, { en: 'Input node', ja: '入力ノード' }, 'green', [{ en: 'Output ports only', ja: '出力ポートだけ' }, { en: 'Nodes pane filter: I', ja: 'Nodesペインの「I」' }]));
    parts.push(caption(275, { en: 'Transform node', ja: '変換ノード' }, 'blue', [{ en: 'Inputs and outputs', ja: '入力と出力の両方' }, { en: 'Nodes pane filter: X', ja: 'Nodesペインの「X」' }]));
    parts.push(caption(530, { en: 'Output node', ja: '出力ノード' }, 'accent', [{ en: 'Input ports only', ja: '入力ポートだけ' }, { en: 'Nodes pane filter: O', ja: 'Nodesペインの「O」' }]));
    return parts.join('\n');
  },
});
