import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    TouchDevice
} from 'playcanvas';
import { TicTacToe } from './tic-tac-toe.mjs';

/**
 * Builds a tic-tac-toe board seen from above at an angle, with a status
 * line and a restart button in HTML.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 20 });
    light.setEulerAngles(55, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.15, 0.2, 0.25) });
    camera.setPosition(0, 6, 3.5);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    const board = new Entity('board');
    app.root.addChild(board);
    board.addComponent('script');
    board.script?.create(TicTacToe, { properties: { camera, vsComputer: true } });

    // Status line and restart button as plain HTML.
    const status = document.createElement('div');
    status.style.cssText = 'position:fixed;top:12px;width:100%;text-align:center;' +
        'color:#fff;font:22px system-ui,sans-serif;pointer-events:none';
    status.textContent = 'Your turn (X)';
    const button = document.createElement('button');
    button.textContent = 'Restart';
    button.style.cssText = 'position:fixed;bottom:16px;left:50%;transform:translateX(-50%);font-size:18px';
    button.addEventListener('click', () => app.fire('tictactoe:restart'));
    document.body.append(status, button);

    app.on('tictactoe:turn', (turn) => {
        status.textContent = turn === 'X' ? 'Your turn (X)' : 'Computer is thinking (O)';
    });
    app.on('tictactoe:end', (winner) => {
        status.textContent = winner ? `${winner} wins!` : 'Draw';
    });

    app.start();
    return app;
}
