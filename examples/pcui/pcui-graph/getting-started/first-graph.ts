import Graph from '@playcanvas/pcui-graph';
import '@playcanvas/pcui/styles';
import '@playcanvas/pcui-graph/styles';

// Node and edge types are keys of the schema; the data refers to them by number.
const NODE_ENTRY = 0;
const NODE_SCREEN = 1;
const EDGE_TRANSITION = 0;

const schema = {
    nodes: {
        [NODE_ENTRY]: { name: 'Entry', fill: '#2f5d3a', stroke: '#4caf50' },
        [NODE_SCREEN]: { name: 'Screen' }
    },
    edges: {
        [EDGE_TRANSITION]: {
            from: [NODE_ENTRY, NODE_SCREEN],
            to: [NODE_SCREEN],
            stroke: '#5aa9e6'
        }
    }
};

const initialData = {
    nodes: {
        1: { id: 1, nodeType: NODE_ENTRY, name: 'Boot', posX: 40, posY: 140 },
        2: { id: 2, nodeType: NODE_SCREEN, name: 'Title', posX: 320, posY: 40 },
        3: { id: 3, nodeType: NODE_SCREEN, name: 'Play', posX: 320, posY: 240 },
        4: { id: 4, nodeType: NODE_SCREEN, name: 'Game Over', posX: 620, posY: 240 }
    },
    edges: {
        10: { from: 1, to: 2, edgeType: EDGE_TRANSITION },
        11: { from: 2, to: 3, edgeType: EDGE_TRANSITION },
        12: { from: 3, to: 4, edgeType: EDGE_TRANSITION },
        13: { from: 4, to: 2, edgeType: EDGE_TRANSITION }
    }
};

// The graph sizes its canvas from this element, so it must be in the page and have a size.
const host = document.createElement('div');
host.style.width = '760px';
host.style.height = '400px';
document.body.appendChild(host);

const graph = new Graph(schema, {
    dom: host,
    initialData,
    defaultStyles: {}
});

type GraphData = { nodes: Record<string, { name: string }>; edges: Record<string, unknown> };
const data = graph.data as GraphData;
console.log(Object.keys(data.nodes).length, Object.keys(data.edges).length); // → 4 4
console.log(data.nodes['2']?.name); // → Title
