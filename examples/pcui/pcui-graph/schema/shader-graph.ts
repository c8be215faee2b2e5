import Graph from '@playcanvas/pcui-graph';
import '@playcanvas/pcui/styles';
import '@playcanvas/pcui-graph/styles';

// Edge types double as port types: a port only accepts edges of its own type.
const EDGE_VEC3 = 0;
const EDGE_FLOAT = 1;

const NODE_COLOR = 0;
const NODE_FLOAT = 1;
const NODE_MULTIPLY = 2;
const NODE_OUTPUT = 3;

type Vec3 = { x: number; y: number; z: number };
type Attributes = { name?: string; color?: Vec3; value?: number; unlit?: boolean };

const schema = {
    nodes: {
        [NODE_COLOR]: {
            name: 'Color',
            outPorts: [{ name: 'rgb', type: EDGE_VEC3 }],
            attributes: [
                { name: 'name', type: 'TEXT_INPUT', defaultValue: 'tint' },
                { name: 'color', type: 'VEC_3_INPUT', defaultValue: { x: 1, y: 0.5, z: 0.2 } }
            ]
        },
        [NODE_FLOAT]: {
            name: 'Float',
            headerTextFormatter: (attributes: Attributes) => `Float ${attributes.value}`,
            outPorts: [{ name: 'value', type: EDGE_FLOAT }],
            // No defaultValue: a saved 0 would be replaced by it when the graph is rebuilt
            attributes: [{ name: 'value', type: 'NUMERIC_INPUT' }]
        },
        [NODE_MULTIPLY]: {
            name: 'Multiply',
            inPorts: [
                { name: 'a', type: EDGE_VEC3 },
                { name: 'b', type: EDGE_FLOAT }
            ],
            outPorts: [{ name: 'a × b', type: EDGE_VEC3 }]
        },
        [NODE_OUTPUT]: {
            name: 'Output',
            fill: '#3b2f4a',
            inPorts: [
                { name: 'diffuse', type: EDGE_VEC3 },
                { name: 'opacity', type: EDGE_FLOAT }
            ],
            attributes: [{ name: 'unlit', type: 'BOOLEAN_INPUT' }]
        }
    },
    edges: {
        [EDGE_VEC3]: { from: [NODE_COLOR, NODE_MULTIPLY], to: [NODE_MULTIPLY, NODE_OUTPUT], stroke: '#f2a541' },
        [EDGE_FLOAT]: { from: [NODE_FLOAT], to: [NODE_MULTIPLY, NODE_OUTPUT], stroke: '#7cc6fe' }
    }
};

const initialData = {
    nodes: {
        1: { id: 1, nodeType: NODE_COLOR, posX: 10, posY: 20 },
        // Numbers and booleans get their first value in the data, not from defaultValue
        2: { id: 2, nodeType: NODE_FLOAT, posX: 10, posY: 220, attributes: { value: 0.75 } },
        3: { id: 3, nodeType: NODE_MULTIPLY, posX: 270, posY: 100 },
        4: { id: 4, nodeType: NODE_OUTPUT, posX: 520, posY: 60, attributes: { unlit: false } }
    },
    edges: {
        '1,0-3,0': { from: 1, outPort: 0, to: 3, inPort: 0, edgeType: EDGE_VEC3 },
        '2,0-3,1': { from: 2, outPort: 0, to: 3, inPort: 1, edgeType: EDGE_FLOAT },
        '3,0-4,0': { from: 3, outPort: 0, to: 4, inPort: 0, edgeType: EDGE_VEC3 }
    }
};

const host = document.createElement('div');
host.style.width = '760px';
host.style.height = '360px';
document.body.appendChild(host);

const graph = new Graph(schema, { dom: host, initialData, defaultStyles: {} });

// The Color node's defaults were written into the data when the graph was built.
type NodeData = { attributes?: Attributes };
const nodes = (graph.data as { nodes: Record<string, NodeData> }).nodes;
console.log(nodes['1']?.attributes?.name, nodes['2']?.attributes?.value); // → tint 0.75
console.log(JSON.stringify(nodes['1']?.attributes?.color)); // → {"x":1,"y":0.5,"z":0.2}

// Edits in the nodes' fields arrive as events
type AttributeEvent = { node: { id: number; attributes: Attributes }; attribute: keyof Attributes };
graph.on(Graph.GRAPH_ACTIONS.UPDATE_NODE_ATTRIBUTE, ({ node, attribute }: AttributeEvent) => {
    console.log(`${attribute} of node ${node.id}: ${JSON.stringify(node.attributes[attribute])}`); // → value of node 2: 0.5
});

// Try it: change the Float node's value, then tick unlit.
// fill: #input_value input = 0.5
// click: #input_unlit
