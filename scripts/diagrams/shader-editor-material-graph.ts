/**
 * The example material graph of the Material Graphs page: a Vec3 parameter drives albedo and a
 * constant number (0.6) drives gloss, whose default the documentation leaves open ("0?"). Facts from the public Shader Editor documentation
 * (developer.playcanvas.com, docs/shader-editor/overview/graphs/material-graphs.md at 17a4428d):
 * a material graph holds a single Material node whose input ports are, in this order, emissive (RGB),
 * alpha (Number), albedo (RGB), gloss (Number), specular (RGB), normal (XYZ), ccGloss (Number),
 * ccSpecular (RGB) and ccNormal (XYZ); constants placed in a graph become numbers in the generated
 * code (introduction.md at 1e6e6de6). Vec3 parameters: overview/materials.md at 1e6e6de6. The node titles on the left are
 * descriptive; the documentation gives no exact labels for them.
 */
import { defineDiagram } from './lib';
import { drawEdge, drawNode, NODE_HEADER, PORT_ROW } from './shader-editor-kit';

const PORTS: Array<[string, string]> = [
  ['emissive', 'RGB'],
  ['alpha', 'Number'],
  ['albedo', 'RGB'],
  ['gloss', 'Number'],
  ['specular', 'RGB'],
  ['normal', 'XYZ'],
  ['ccGloss', 'Number'],
  ['ccSpecular', 'RGB'],
  ['ccNormal', 'XYZ'],
];

export default defineDiagram({
  name: 'shader-editor-material-graph',
  width: 720,
  height: 286,
  title: { en: 'An example material graph', ja: 'マテリアルグラフの例' },
  description: {
    en: 'A Vec3 parameter named paintColor feeds the albedo port of the Material node and a constant number, 0.6, feeds its gloss port. The other seven ports (emissive, alpha, specular, normal, ccGloss, ccSpecular, ccNormal) are left unconnected and keep their defaults.',
    ja: 'paintColorという名前のVec3パラメーターをマテリアルノードのalbedoポートに、数値0.6の定数をglossポートにつなぎます。残りの7つのポート（emissive、alpha、specular、normal、ccGloss、ccSpecular、ccNormal）はつながず、既定値のままです。',
  },
  draw(c) {
    const parts: string[] = [];
    const material = drawNode(c, {
      x: 430,
      y: 20,
      w: 250,
      title: { en: 'Material node', ja: 'マテリアルノード' },
      tone: 'accent',
      inputs: PORTS.map(([name]) => `\`${name}\``),
    });
    parts.push(material.svg);
    PORTS.forEach(([, type], i) => {
      const [, y] = material.input(i);
      parts.push(c.text(430 + 250 - 12, y + 4, type, { size: 11.5, anchor: 'end', ink: 'muted', maxWidth: 80 }));
    });

    const param = drawNode(c, { x: 40, y: material.input(2)[1] - NODE_HEADER - 6 - PORT_ROW / 2 - 20, w: 210, title: { en: 'Vec3 parameter', ja: 'Vec3パラメーター' }, tone: 'green', outputs: [''] });
    parts.push(param.svg);
    parts.push(c.text(52, param.output(0)[1] + 4, '`paintColor`', { size: 11.5, ink: 'green', maxWidth: 170 }));
    const constant = drawNode(c, { x: 40, y: 150, w: 210, title: { en: 'Constant (number)', ja: '定数（数値）' }, tone: 'neutral', outputs: [''] });
    parts.push(constant.svg);
    parts.push(c.text(52, constant.output(0)[1] + 4, '0.6', { size: 11.5, ink: 'muted', maxWidth: 170 }));

    parts.push(drawEdge(c, param.output(0), material.input(2), 'green', 340));
    parts.push(drawEdge(c, constant.output(0), material.input(3), 'neutral', 360));

    parts.push(
      c.lines(40, 238, [{ en: 'Unconnected ports keep their defaults.', ja: 'つないでいないポートは既定値のままです。' }, { en: 'One material graph holds exactly one Material node.', ja: '1つのマテリアルグラフに置くマテリアルノードは1つです。' }], {
        size: 12.5,
        lineHeight: 19,
        ink: 'muted',
        maxWidth: 370,
      }),
    );
    return parts.join('\n');
  },
});
