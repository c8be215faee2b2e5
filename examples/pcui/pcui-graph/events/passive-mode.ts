import Graph from '@playcanvas/pcui-graph';
import '@playcanvas/pcui/styles';
import '@playcanvas/pcui-graph/styles';

const A = Graph.GRAPH_ACTIONS;
const GRID = 20;

const schema = {
    nodes: {
        0: {
            name: 'Task',
            contextMenuItems: [
                { text: 'Connect to…', action: A.ADD_EDGE, edgeType: 0 },
                { text: 'Delete', action: A.DELETE_NODE }
            ]
        }
    },
    edges: {
        0: { from: [0], to: [0], contextMenuItems: [{ text: 'Delete', action: A.DELETE_EDGE }] }
    }
};

const initialData = {
    nodes: {
        1: { id: 1, nodeType: 0, name: 'Start', posX: 40, posY: 40 },
        2: { id: 2, nodeType: 0, name: 'Build', posX: 300, posY: 140 },
        3: { id: 3, nodeType: 0, name: 'Ship', posX: 40, posY: 260 }
    },
    edges: {
        1: { from: 1, to: 2, edgeType: 0 },
        2: { from: 2, to: 3, edgeType: 0 }
    }
};

const host = document.createElement('div');
host.style.width = '760px';
host.style.height = '380px';
document.body.appendChild(host);

// Passive: the graph reports what the user did and leaves the decision to us
const graph = new Graph(schema, {
    dom: host,
    initialData,
    passiveUIEvents: true,
    contextMenuItems: [{ text: 'Add task', action: A.ADD_NODE, nodeType: 0, name: 'Task' }],
    defaultStyles: { background: { gridSize: GRID } }
});

const snap = (value: number) => Math.round(value / GRID) * GRID;

graph.on(A.SELECT_NODE, ({ node }: { node: { id: number; name: string } }) => {
    graph.selectNode(node);
    console.log(`selected ${node.name}`); // → selected Start
});
graph.on(A.DESELECT_ITEM, () => graph.deselectItem());

// Accept moves, on the grid
graph.on(A.UPDATE_NODE_POSITION, ({ nodeId, node }: { nodeId: number; node: { posX: number; posY: number } }) => {
    graph.updateNodePosition(nodeId, { x: snap(node.posX), y: snap(node.posY) });
});

graph.on(A.ADD_NODE, ({ node }: { node: { posX: number; posY: number } }) => {
    graph.createNode({ ...node, posX: snap(node.posX), posY: snap(node.posY) });
});
graph.on(A.ADD_EDGE, ({ edge, edgeId }: { edge: object; edgeId: number }) => graph.createEdge(edge, edgeId));
graph.on(A.DELETE_EDGE, ({ edgeId }: { edgeId: string }) => graph.deleteEdge(edgeId));

// Refuse to delete the start task. Otherwise delete the node's edges first, then the node:
// deleteNode() alone leaves the edges in graph.data in 5.0.0
graph.on(A.DELETE_NODE, ({ node, edges }: { node: { id: number; name: string }; edges: string[] }) => {
    if (node.name === 'Start') return;
    for (const edgeId of edges) graph.deleteEdge(edgeId);
    graph.deleteNode(node.id);
});

// Try it: click the first node.
// click: .joint-element
