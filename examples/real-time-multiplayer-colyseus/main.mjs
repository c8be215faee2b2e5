import { Callbacks, Client } from '@colyseus/sdk';
import { Application, FILLMODE_NONE, Keyboard, RESOLUTION_AUTO } from 'playcanvas';
import { buildArena, createPlayer } from './arena.mjs';
import { PlayerMovement } from './player-movement.mjs';
import { RemotePlayer } from './remote-player.mjs';
import { createStatusPanel } from './status-panel.mjs';

/**
 * What the client reads of the room state (the server's ArenaState).
 *
 * @typedef {import('@colyseus/schema').Schema & {x: number, z: number}} PlayerView
 * @typedef {import('@colyseus/schema').Schema & {players: import('@colyseus/schema').MapSchema<PlayerView>}} ArenaView
 */

/** Where the server of server/server.mjs listens unless the page says otherwise (`?server=`). */
const DEFAULT_SERVER = 'ws://localhost:2567';

/**
 * The arena of the WebSocket tutorial on Colyseus: the server keeps every player's
 * position in its room state, and each client draws the state it receives.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { keyboard: new Keyboard(window) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    buildArena(app);

    const player = createPlayer(app, 'player', 'local');
    player.addComponent('script');
    const movement = player.script?.create(PlayerMovement);

    /** Other players' entities by session id. @type {Map<string, import('playcanvas').Entity>} */
    const remotes = new Map();
    /** @type {import('@colyseus/sdk').Room<any, ArenaView> | null} */
    let room = null;

    const clearRemotes = () => {
        for (const remote of remotes.values()) remote.destroy();
        remotes.clear();
    };
    const countText = () => `Players here: ${remotes.size + 1}.`;

    const connect = async (/** @type {string} */ url) => {
        await room?.leave();
        panel.show('connecting');
        let joined;
        try {
            joined = /** @type {import('@colyseus/sdk').Room<any, ArenaView>} */ (await new Client(url).joinOrCreate('arena'));
        } catch {
            panel.show('offline', `No server at ${url}.`);
            return;
        }
        room = joined;
        const callbacks = Callbacks.get(joined);

        // Called for every player already in the room and for each one who joins later.
        callbacks.onAdd('players', (state, sessionId) => {
            if (sessionId === joined.sessionId) {
                // The server chose where this client's player starts.
                player.setLocalPosition(state.x, 0.5, state.z);
            } else {
                const remote = createPlayer(app, `remote ${sessionId}`, sessionId);
                remote.tags.add('remote');
                remote.setLocalPosition(state.x, 0.5, state.z);
                remote.addComponent('script');
                const follower = remote.script?.create(RemotePlayer);
                remotes.set(sessionId, remote);
                // A patch changed this player's fields: move towards the new position.
                callbacks.onChange(state, () => follower?.target.set(state.x, 0.5, state.z));
            }
            panel.show('online', countText());
        });
        callbacks.onRemove('players', (_state, sessionId) => {
            remotes.get(sessionId)?.destroy();
            remotes.delete(sessionId);
            panel.show('online', countText());
        });
        joined.onLeave(() => {
            if (room !== joined) return;
            room = null;
            clearRemotes();
            panel.show('offline', 'The connection closed.');
        });
        panel.show('online', countText());
    };

    const panel = createStatusPanel(canvas, DEFAULT_SERVER, 'node server/server.mjs', connect);
    panel.show('offline');

    // The server checks the numbers and writes them into the room state.
    movement?.on('move', (/** @type {number} */ x, /** @type {number} */ z) => room?.send('move', { x, z }));

    // `?server=ws://…` in the page's address connects at once; otherwise the panel's button does.
    const server = new URLSearchParams(location.search).get('server');
    if (server) connect(server);

    app.on('destroy', () => {
        room?.leave();
        panel.remove();
    });
    app.start();
    return app;
}
