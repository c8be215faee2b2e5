import Graph from '@playcanvas/pcui-graph';
import { Container, Label, Panel } from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';
import '@playcanvas/pcui-graph/styles';

const schema = {
    nodes: {
        0: {
            name: 'Step',
            contextMenuItems: [{ text: 'Delete', action: Graph.GRAPH_ACTIONS.DELETE_NODE }]
        }
    },
    edges: {
        0: {
            from: [0],
            to: [0],
            contextMenuItems: [{ text: 'Delete', action: Graph.GRAPH_ACTIONS.DELETE_EDGE }]
        }
    }
};

const initialData = {
    nodes: {
        1: { id: 1, nodeType: 0, name: 'Fetch', posX: 30, posY: 40 },
        2: { id: 2, nodeType: 0, name: 'Decode', posX: 120, posY: 160 },
        3: { id: 3, nodeType: 0, name: 'Upload', posX: 210, posY: 280 }
    },
    edges: {
        1: { from: 1, to: 2, edgeType: 0 },
        2: { from: 2, to: 3, edgeType: 0 }
    }
};

const layout = new Container({ flex: true, flexDirection: 'row' });
document.body.appendChild(layout.dom);

const host = document.createElement('div');
host.style.width = '480px';
host.style.height = '380px';
layout.dom.appendChild(host);

const log = new Panel({ headerText: 'Events', width: 280, height: 380, scrollable: true });
layout.append(log);

const graph = new Graph(schema, { dom: host, initialData, defaultStyles: {} });

// What each event carries that is worth a line in the log
function describe(detail: Record<string, any>): string {
    if (detail.node) return detail.node.name ?? String(detail.node.id);
    if (detail.edge) return `${detail.edge.from} → ${detail.edge.to}`;
    if (detail.pos) return `${Math.round(detail.pos.x)}, ${Math.round(detail.pos.y)}`;
    if (detail.scale) return detail.scale.toFixed(3);
    return '';
}

let received = 0;
for (const name of Object.values(Graph.GRAPH_ACTIONS)) {
    graph.on(name, (detail: Record<string, any>) => {
        received++;
        const line = `${name} ${describe(detail)}`;
        log.prepend(new Label({ text: line }));
        console.log(line); // → EVENT_SELECT_NODE Fetch
    });
}

// Changes made in code fire no events
graph.createNode({ id: 4, nodeType: 0, name: 'Report', posX: 250, posY: 95 });
graph.createEdge({ from: 1, to: 4, edgeType: 0 }, 3);
console.log(`${received} events`); // → 0 events

// Try it: click the first node.
// click: .joint-element
