/**
 * How PCUI Graph's data refers to its schema (@playcanvas/pcui-graph 5.0.0, src/index.js and
 * src/graph-view-node.js at tag v5.0.0):
 * - a node's `nodeType` is a key of `schema.nodes` (`this._graphSchema.nodes[node.nodeType]`);
 * - an edge's `edgeType` is a key of `schema.edges` (`this._graphSchema.edges[edge.edgeType]`);
 * - an edge's `from`/`to` are node ids; `outPort`/`inPort` index the nodes' `outPorts`/`inPorts`;
 *   a port's `type` is an edge type key, and only ports of the same type connect.
 * The values are those of the schema page's example (examples/pcui/pcui-graph/schema/shader-graph.ts).
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'pcui-graph-schema-data',
  width: 760,
  height: 318,
  title: { en: 'How graph data refers to the schema', ja: 'グラフのデータがスキーマを参照するしくみ' },
  description: {
    en: 'The schema defines node types and edge types under numeric keys. In the data, each node names its type with nodeType and each edge names its type with edgeType; an edge joins two node ids with from and to, and with outPort and inPort when the nodes have ports.',
    ja: 'スキーマは、ノードの種類とエッジの種類を数値のキーで定義します。データでは、ノードがnodeTypeで、エッジがedgeTypeで種類を指します。エッジはfromとtoで2つのノードのidを結び、ノードにポートがあればoutPortとinPortでポートも指定します。',
  },
  draw(c) {
    const parts: string[] = [];
    const left = { x: 16, w: 312 };
    const right = { x: 420, w: 324 };
    const row = (i: number) => 64 + i * 84;
    const h = 62;

    parts.push(c.text(left.x, 28, { en: 'Schema: the types', ja: 'スキーマ：種類の定義' }, { size: 15, bold: true, ink: 'blue', maxWidth: left.w }));
    parts.push(c.text(left.x, 48, '`new Graph(schema, …)`', { size: 12, ink: 'muted', maxWidth: left.w }));
    parts.push(c.text(right.x, 28, { en: 'Data: the graph itself', ja: 'データ：グラフそのもの' }, { size: 15, bold: true, ink: 'green', maxWidth: right.w }));
    parts.push(c.text(right.x, 48, { en: '`initialData` and `graph.data`', ja: '`initialData`と`graph.data`' }, { size: 12, ink: 'muted', maxWidth: right.w }));

    const schemaBoxes = [
      ['`nodes[0]`', "`name: 'Color'`", "`outPorts: [{ type: 0 }]`"],
      ['`nodes[2]`', "`name: 'Multiply'`", '`inPorts: [{ type: 0 }, …]`'],
      ['`edges[0]`', '`from: [0, 2], to: [2, 3]`', "`stroke: '#f2a541'`"],
    ];
    const dataBoxes = [
      ['`nodes[1]`', '`id: 1, nodeType: 0`', '`posX: 10, posY: 20`'],
      ['`nodes[3]`', '`id: 3, nodeType: 2`', '`posX: 270, posY: 100`'],
      ["`edges['1,0-3,0']`", '`from: 1, outPort: 0`', '`to: 3, inPort: 0, edgeType: 0`'],
    ];
    schemaBoxes.forEach(([title, a, b], i) => {
      parts.push(c.box(left.x, row(i), left.w, h, 'blue', { radius: 6 }));
      parts.push(c.text(left.x + 12, row(i) + 20, title!, { size: 12.5, bold: true, ink: 'blue', maxWidth: left.w - 24 }));
      parts.push(c.text(left.x + 12, row(i) + 38, a!, { size: 11.5, maxWidth: left.w - 24 }));
      parts.push(c.text(left.x + 12, row(i) + 54, b!, { size: 11.5, maxWidth: left.w - 24 }));
    });
    dataBoxes.forEach(([title, a, b], i) => {
      parts.push(c.box(right.x, row(i), right.w, h, 'green', { radius: 6 }));
      parts.push(c.text(right.x + 12, row(i) + 20, title!, { size: 12.5, bold: true, ink: 'green', maxWidth: right.w - 24 }));
      parts.push(c.text(right.x + 12, row(i) + 38, a!, { size: 11.5, maxWidth: right.w - 24 }));
      parts.push(c.text(right.x + 12, row(i) + 54, b!, { size: 11.5, maxWidth: right.w - 24 }));
    });

    // Type references: data → schema.
    const refs = ['`nodeType`', '`nodeType`', '`edgeType`'];
    refs.forEach((ref, i) => {
      const y = row(i) + h / 2;
      parts.push(c.arrow([[right.x - 2, y], [left.x + left.w + 3, y]], 'accent', { width: 1.8 }));
      parts.push(c.text((left.x + left.w + right.x) / 2, y - 7, ref, { size: 11, anchor: 'middle', ink: 'accent', maxWidth: right.x - left.x - left.w - 12 }));
    });

    // Node ids: the edge's from and to point at nodes of the same data.
    const side = right.x + right.w + 8;
    parts.push(c.arrow([[right.x + right.w + 1, row(2) + 30], [side, row(2) + 30], [side, row(0) + h / 2], [right.x + right.w + 3, row(0) + h / 2]], 'green', { width: 1.5 }));
    parts.push(c.arrow([[right.x + right.w + 1, row(2) + 46], [side - 4, row(2) + 46], [side - 4, row(1) + h / 2], [right.x + right.w + 3, row(1) + h / 2]], 'green', { width: 1.5 }));
    return parts.join('\n');
  },
});
