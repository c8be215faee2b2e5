import { Application, FILLMODE_NONE, Keyboard, RESOLUTION_AUTO } from 'playcanvas';
import { buildArena, createPlayer } from './arena.mjs';
import { createInfoPanel } from './info-panel.mjs';
import { createLocalTransport } from './local-transport.mjs';
import { createPhotonTransport } from './photon-transport.mjs';
import { PlayerMovement } from './player-movement.mjs';
import { RemotePlayer } from './remote-player.mjs';

/** Your application's App ID from Photon's dashboard. Empty: the local stand-in is used. */
const PHOTON_APP_ID = '';

/**
 * The arena game over a transport: Photon Cloud when its SDK is loaded and an App ID
 * is set, otherwise a stand-in that connects the tabs of this browser.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, { keyboard: new Keyboard(window) });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    buildArena(app);

    const usePhoton = PHOTON_APP_ID !== '' && 'Photon' in globalThis;
    const transport = usePhoton ? createPhotonTransport({ appId: PHOTON_APP_ID }) : createLocalTransport();

    /** Other players' entities by id. @type {Map<string, import('playcanvas').Entity>} */
    const remotes = new Map();
    const panel = createInfoPanel(canvas);
    const showCount = () => panel.show(`Network: ${transport.label}. Players here: ${remotes.size + 1}.`,
        usePhoton ? '' : 'Open this page in a second tab to see a second player. Photon Cloud needs its SDK and an App ID.');
    showCount();

    const player = createPlayer(app, 'player', 'local');
    player.addComponent('script');
    const movement = player.script?.create(PlayerMovement);
    const sendPosition = () => {
        const { x, z } = player.getLocalPosition();
        transport.send(x, z);
    };
    movement?.on('move', sendPosition);

    transport.start({
        onState(id, x, z) {
            let remote = remotes.get(id);
            if (!remote) {
                remote = createPlayer(app, `remote ${id}`, id);
                remote.tags.add('remote');
                remote.setLocalPosition(x, 0.5, z);
                remote.addComponent('script');
                remote.script?.create(RemotePlayer);
                remotes.set(id, remote);
                showCount();
            }
            remote.script?.get(RemotePlayer)?.target.set(x, 0.5, z);
        },
        onLeave(id) {
            remotes.get(id)?.destroy();
            remotes.delete(id);
            showCount();
        },
        // A newcomer knows nobody's position until they move: tell it ours.
        onPeerJoined: sendPosition
    }).then((id) => {
        // Each player starts at a place its id picks, the same on every client.
        let hash = 0;
        for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
        const angle = (hash % 360) * (Math.PI / 180);
        player.setLocalPosition(Math.cos(angle) * 2, 0.5, Math.sin(angle) * 2);
        sendPosition();
    }, (error) => panel.show(`Could not join: ${error.message}`));

    // Closing the tab does not destroy the app: leave when the page goes away, too.
    const leave = () => transport.stop();
    window.addEventListener('pagehide', leave);
    app.on('destroy', () => {
        window.removeEventListener('pagehide', leave);
        transport.stop();
        panel.remove();
    });
    app.start();
    return app;
}
