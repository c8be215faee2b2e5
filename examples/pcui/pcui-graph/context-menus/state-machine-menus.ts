import Graph from '@playcanvas/pcui-graph';
import { Button } from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';
import '@playcanvas/pcui-graph/styles';

const { ADD_NODE, DELETE_NODE, ADD_EDGE, DELETE_EDGE } = Graph.GRAPH_ACTIONS;

const NODE_STATE = 0;
const NODE_FINAL = 1;
const EDGE_TRANSITION = 0;

// Right-click a state: these items are copied for every node of the type.
const stateMenu = [
    { text: 'Add transition', action: ADD_EDGE, edgeType: EDGE_TRANSITION },
    { text: 'Delete state', action: DELETE_NODE }
];

const schema = {
    nodes: {
        [NODE_STATE]: { name: 'State', contextMenuItems: stateMenu },
        [NODE_FINAL]: {
            name: 'Final',
            fill: '#4a2c2c',
            contextMenuItems: [{ text: 'Delete state', action: DELETE_NODE }]
        }
    },
    edges: {
        [EDGE_TRANSITION]: {
            from: [NODE_STATE],
            to: [NODE_STATE, NODE_FINAL],
            // Right-click a transition
            contextMenuItems: [{ text: 'Delete transition', action: DELETE_EDGE }]
        }
    }
};

const initialData = {
    nodes: {
        1: { id: 1, nodeType: NODE_STATE, name: 'Idle', posX: 40, posY: 60 },
        2: { id: 2, nodeType: NODE_STATE, name: 'Walk', posX: 340, posY: 60 },
        3: { id: 3, nodeType: NODE_FINAL, name: 'Dead', posX: 340, posY: 240 }
    },
    edges: {
        1: { from: 1, to: 2, edgeType: EDGE_TRANSITION },
        2: { from: 2, to: 3, edgeType: EDGE_TRANSITION }
    }
};

const host = document.createElement('div');
host.style.width = '760px';
host.style.height = '380px';
document.body.appendChild(host);

function resetView() {
    graph.setGraphScale(1);
    graph.setGraphPosition(0, 0);
    console.log(`scale ${graph.getGraphScale()}`); // → scale 1
}

const graph = new Graph(schema, {
    dom: host,
    initialData,
    defaultStyles: { initialScale: 0.8 },
    // Right-click the empty canvas
    contextMenuItems: [
        {
            text: 'Add',
            items: [
                { text: 'State', action: ADD_NODE, nodeType: NODE_STATE, name: 'New state' },
                { text: 'Final state', action: ADD_NODE, nodeType: NODE_FINAL, name: 'End' }
            ]
        },
        {
            text: 'Reset view',
            onIsEnabled: () => graph.getGraphScale() !== 1,
            onSelect: resetView
        }
    ]
});

// The same command on a toolbar button
const resetButton = new Button({ text: 'Reset view', class: 'reset-view' });
resetButton.on('click', resetView);
document.body.appendChild(resetButton.dom);
// click: .reset-view
