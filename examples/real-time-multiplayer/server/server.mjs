import { WebSocketServer } from 'ws';

/** Half the width of the square arena, in metres: positions outside it are clamped. */
const ARENA = 4.5;

/**
 * @typedef {object} Player
 * @property {string} id - Short id the server gives the connection.
 * @property {number} x - Position on the floor, in metres.
 * @property {number} z - Position on the floor, in metres.
 */

/** Every connected player, by socket. @type {Map<import('ws').WebSocket, Player>} */
const players = new Map();
let nextId = 1;

/** @param {unknown} value @returns {number | null} */
function coordinate(value) {
    return typeof value === 'number' && Number.isFinite(value) ? Math.max(-ARENA, Math.min(ARENA, value)) : null;
}

/**
 * Sends a message to every player but one.
 *
 * @param {object} message - Turned into JSON once.
 * @param {import('ws').WebSocket} [except] - The socket that should not get it.
 */
function broadcast(message, except) {
    const text = JSON.stringify(message);
    for (const socket of players.keys()) {
        if (socket !== except && socket.readyState === socket.OPEN) socket.send(text);
    }
}

// PORT=0 asks the system for any free port.
const wss = new WebSocketServer({ port: Number(process.env.PORT ?? 2567) });

wss.on('listening', () => {
    const address = wss.address();
    const port = typeof address === 'string' ? address : address?.port;
    console.log(`listening on ws://localhost:${port}`);
});

wss.on('connection', (socket) => {
    // A new player starts on a circle around the middle, at a place chosen by the server.
    const angle = nextId * 2.4;
    const player = { id: `p${nextId++}`, x: Math.cos(angle) * 2, z: Math.sin(angle) * 2 };
    socket.send(JSON.stringify({ type: 'welcome', you: player, others: [...players.values()] }));
    players.set(socket, player);
    broadcast({ type: 'state', ...player }, socket);

    socket.on('message', (data) => {
        let message;
        try {
            message = JSON.parse(data.toString());
        } catch {
            return;
        }
        if (message?.type !== 'move') return;
        // Never trust a client: keep only finite numbers inside the arena.
        const x = coordinate(message.x);
        const z = coordinate(message.z);
        if (x === null || z === null) return;
        player.x = x;
        player.z = z;
        broadcast({ type: 'state', ...player }, socket);
    });

    socket.on('close', () => {
        players.delete(socket);
        broadcast({ type: 'leave', id: player.id });
    });
});
