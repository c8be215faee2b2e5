import Graph from '@playcanvas/pcui-graph';
import { Button } from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';
import '@playcanvas/pcui-graph/styles';

const schema = {
    nodes: { 0: { name: 'Room', contextMenuItems: [{ text: 'Delete room', action: Graph.GRAPH_ACTIONS.DELETE_NODE }] } },
    edges: { 0: { from: [0], to: [0], stroke: '#c9a227' } }
};

type GraphData = { nodes: Record<string, object>; edges: Record<string, { from: number; to: number }> };

const firstVisit = {
    nodes: {
        1: { id: 1, nodeType: 0, name: 'Hall', posX: 40, posY: 60 },
        2: { id: 2, nodeType: 0, name: 'Library', posX: 380, posY: 60 },
        3: { id: 3, nodeType: 0, name: 'Cellar', posX: 380, posY: 220 }
    },
    edges: {
        1: { from: 1, to: 2, edgeType: 0 },
        2: { from: 2, to: 3, edgeType: 0 }
    }
};

const STORAGE_KEY = 'room-graph';

function createHost() {
    const host = document.createElement('div');
    host.style.width = '760px';
    host.style.height = '340px';
    document.body.prepend(host);
    return host;
}

// Build the graph from saved data when there is some
const saved = localStorage.getItem(STORAGE_KEY);
let graph = new Graph(schema, {
    dom: createHost(),
    initialData: saved ? JSON.parse(saved) : firstVisit,
    defaultStyles: {}
});

// 5.0.0 leaves a deleted node's edges in graph.data, and a graph built from such data
// throws: keep only the edges whose two nodes still exist
function save() {
    const data = graph.data as GraphData;
    for (const [key, edge] of Object.entries(data.edges)) {
        if (!data.nodes[edge.from] || !data.nodes[edge.to]) delete data.edges[key];
    }
    localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
}

// destroy() removes the graph's element from the page; the new graph gets a new one
function reload() {
    save();
    graph.destroy();
    graph = new Graph(schema, {
        dom: createHost(),
        initialData: JSON.parse(localStorage.getItem(STORAGE_KEY)!),
        defaultStyles: {}
    });
    const { nodes, edges } = graph.data as GraphData;
    const graphs = document.querySelectorAll('.pcui-graph').length;
    console.log(`${Object.keys(nodes).length} rooms, ${Object.keys(edges).length} doors, ${graphs} graph`); // → 3 rooms, 2 doors, 1 graph
}

const saveButton = new Button({ text: 'Save' });
saveButton.on('click', save);
const reloadButton = new Button({ text: 'Save and rebuild', class: 'rebuild' });
reloadButton.on('click', reload);
document.body.append(saveButton.dom, reloadButton.dom);

// Try it: move or delete a room (right-click it), then rebuild the graph from the saved data.
// click: .rebuild
