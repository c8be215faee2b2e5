import { Application, FILLMODE_NONE, Keyboard, RESOLUTION_AUTO } from 'playcanvas';
import { buildArena, createPlayer } from './arena.mjs';
import { PlayerMovement } from './player-movement.mjs';
import { RemotePlayer } from './remote-player.mjs';
import { createStatusPanel } from './status-panel.mjs';

/** Where the server of server/server.mjs listens unless the page says otherwise (`?server=`). */
const DEFAULT_SERVER = 'ws://localhost:2567';

/**
 * A small arena where every connected browser controls one capsule and sees the
 * others move. Without a server the local player still moves.
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

    /** Other players' entities by the id the server gave them. @type {Map<string, import('playcanvas').Entity>} */
    const remotes = new Map();
    /** @type {WebSocket | null} */
    let socket = null;

    /** Creates the entity of another player the first time it is heard of, then sets where it should go. */
    const showRemote = (/** @type {string} */ id, /** @type {number} */ x, /** @type {number} */ z) => {
        let remote = remotes.get(id);
        if (!remote) {
            remote = createPlayer(app, `remote ${id}`, id);
            remote.tags.add('remote');
            remote.setLocalPosition(x, 0.5, z);
            remote.addComponent('script');
            remote.script?.create(RemotePlayer);
            remotes.set(id, remote);
        }
        remote.script?.get(RemotePlayer)?.target.set(x, 0.5, z);
    };
    const removeRemote = (/** @type {string} */ id) => {
        remotes.get(id)?.destroy();
        remotes.delete(id);
    };
    const countText = () => `Players here: ${remotes.size + 1}.`;

    const connect = (/** @type {string} */ url) => {
        socket?.close();
        const ws = new WebSocket(url);
        socket = ws;
        panel.show('connecting');
        ws.addEventListener('message', (event) => {
            const message = JSON.parse(event.data);
            if (message.type === 'welcome') {
                // The server decides where a new player starts and who is already here.
                player.setLocalPosition(message.you.x, 0.5, message.you.z);
                for (const other of message.others) showRemote(other.id, other.x, other.z);
                panel.show('online', countText());
            } else if (message.type === 'state') {
                showRemote(message.id, message.x, message.z);
                panel.show('online', countText());
            } else if (message.type === 'leave') {
                removeRemote(message.id);
                panel.show('online', countText());
            }
        });
        ws.addEventListener('close', () => {
            if (socket !== ws) return;
            socket = null;
            for (const id of [...remotes.keys()]) removeRemote(id);
            panel.show('offline', `No server at ${url}.`);
        });
    };

    const panel = createStatusPanel(canvas, DEFAULT_SERVER, 'node server/server.mjs', connect);
    panel.show('offline');

    movement?.on('move', (/** @type {number} */ x, /** @type {number} */ z) => {
        if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'move', x, z }));
    });

    // `?server=ws://…` in the page's address connects at once; otherwise the panel's button does.
    const server = new URLSearchParams(location.search).get('server');
    if (server) connect(server);

    app.on('destroy', () => {
        socket?.close();
        panel.remove();
    });
    app.start();
    return app;
}
