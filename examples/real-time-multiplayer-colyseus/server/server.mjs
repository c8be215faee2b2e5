import { Room, Server } from '@colyseus/core';
import { schema, t } from '@colyseus/schema';
import { WebSocketTransport } from '@colyseus/ws-transport';

/** Half the width of the square arena, in metres: positions outside it are clamped. */
const ARENA = 4.5;

// The synchronised state: Colyseus sends each client only what changed since the last patch.
const Player = schema({ x: t.number(), z: t.number() }, 'Player');
const ArenaState = schema({ players: t.map(Player) }, 'ArenaState');

/** @param {unknown} value @param {number} fallback @returns {number} */
function coordinate(value, fallback) {
    return typeof value === 'number' && Number.isFinite(value) ? Math.max(-ARENA, Math.min(ARENA, value)) : fallback;
}

class ArenaRoom extends Room {
    maxClients = 8;
    state = new ArenaState();
    joined = 0;

    messages = {
        /**
         * @param {import('@colyseus/core').Client} client - Who sent it.
         * @param {{x?: unknown, z?: unknown}} message - The position the client asks for.
         */
        move: (client, message) => {
            const player = this.state.players.get(client.sessionId);
            if (!player) return;
            // Never trust a client: keep only finite numbers inside the arena.
            player.x = coordinate(message?.x, player.x);
            player.z = coordinate(message?.z, player.z);
        }
    };

    /** @param {import('@colyseus/core').Client} client - The client that joined. */
    onJoin(client) {
        // A new player starts on a circle around the middle, at a place chosen by the server.
        const angle = ++this.joined * 2.4;
        this.state.players.set(client.sessionId, new Player({ x: Math.cos(angle) * 2, z: Math.sin(angle) * 2 }));
    }

    /** @param {import('@colyseus/core').Client} client - The client that left. */
    onLeave(client) {
        this.state.players.delete(client.sessionId);
    }
}

const server = new Server({ transport: new WebSocketTransport() });
server.define('arena', ArenaRoom);

// PORT=0 asks the system for any free port.
await server.listen(Number(process.env.PORT ?? 2567));
const address = server.transport.server?.address();
console.log(`listening on ws://localhost:${typeof address === 'object' ? address?.port : address}`);
