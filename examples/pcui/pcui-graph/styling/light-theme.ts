import Graph from '@playcanvas/pcui-graph';
import '@playcanvas/pcui/styles';
import '@playcanvas/pcui-graph/styles';

const NODE_SOURCE = 0;
const NODE_FILTER = 1;
const NODE_SINK = 2;
const EDGE_AUDIO = 0;
const EDGE_CONTROL = 1;

const schema = {
    nodes: {
        [NODE_SOURCE]: { name: 'Source', fill: '#e3f2e1', stroke: '#6aa56a' },
        [NODE_FILTER]: { name: 'Filter' },
        [NODE_SINK]: { name: 'Output', fill: '#fbe3d6', stroke: '#d9895b', textAlignMiddle: true }
    },
    edges: {
        [EDGE_AUDIO]: { from: [NODE_SOURCE, NODE_FILTER], to: [NODE_FILTER, NODE_SINK] },
        [EDGE_CONTROL]: {
            from: [NODE_SOURCE],
            to: [NODE_FILTER],
            stroke: '#9b7fd1',
            strokeWidth: 1,
            smooth: true
        }
    }
};

const initialData = {
    nodes: {
        1: { id: 1, nodeType: NODE_SOURCE, name: 'Microphone', posX: 20, posY: 40 },
        2: { id: 2, nodeType: NODE_SOURCE, name: 'LFO', posX: 20, posY: 240 },
        3: { id: 3, nodeType: NODE_FILTER, name: 'Low-pass', posX: 280, posY: 140 },
        4: { id: 4, nodeType: NODE_SINK, name: 'Speakers', posX: 490, posY: 140 }
    },
    edges: {
        1: { from: 1, to: 3, edgeType: EDGE_AUDIO },
        2: { from: 2, to: 3, edgeType: EDGE_CONTROL },
        3: { from: 3, to: 4, edgeType: EDGE_AUDIO }
    }
};

// The grid lines are drawn in fixed dark colours: CSS lightens them for a light background
const css = document.createElement('style');
css.textContent = '.pcui-graph .joint-grid-layer path { stroke: #dde3ea; }';
document.head.appendChild(css);

const host = document.createElement('div');
host.style.width = '760px';
host.style.height = '360px';
document.body.appendChild(host);

new Graph(schema, {
    dom: host,
    initialData,
    defaultStyles: {
        initialScale: 1.1,
        initialPosition: { x: 10, y: 0 },
        background: { color: '#f7f9fb', gridSize: 20 },
        node: {
            fill: '#ffffff',
            stroke: '#b8c4d0',
            strokeSelected: '#1e88e5',
            strokeHover: '#90caf9',
            textColor: '#1f2933',
            includeIcon: false,
            baseWidth: 180,
            baseHeight: 32
        },
        edge: {
            stroke: '#5c6b7a',
            strokeSelected: '#1e88e5',
            strokeWidth: 2,
            connectionStyle: 'smoothInOut'
        }
    }
});

const body = host.querySelector('[joint-selector="body"]')!;
console.log(body.getAttribute('fill'), body.getAttribute('width')); // → #e3f2e1 180
console.log(getComputedStyle(host).backgroundColor); // → rgb(247, 249, 251)
