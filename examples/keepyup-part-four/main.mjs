import {
    Application,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    TouchDevice
} from 'playcanvas';
import { createKeepyupScene } from '../keepyup-part-one/scene.mjs';
import { Ball } from '../keepyup-part-two/ball.mjs';
import { TapInput } from '../keepyup-part-three/tap-input.mjs';
import { Game } from './game.mjs';

/**
 * Part 4: a game manager adds rounds, a score and a best score. Until the
 * user interface arrives in part 5, the state is shown in the page title.
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

    const { ball, camera } = createKeepyupScene(app);

    ball.addComponent('script');
    ball.script?.create(Ball);

    camera.addComponent('script');
    camera.script?.create(TapInput, { properties: { ball } });

    // Temporary output until part 5 adds a real user interface.
    app.on('game:ready', () => { document.title = 'Keepyup - tap to start'; });
    app.on('game:score', (score) => { document.title = `Keepyup - ${score}`; });
    app.on('game:over', (score, best) => {
        document.title = `Keepyup - game over: ${score} (best ${best})`;
    });

    // The game manager lives on its own entity.
    const game = new Entity('game');
    app.root.addChild(game);
    game.addComponent('script');
    game.script?.create(Game, { properties: { ball } });

    app.start();
    return app;
}
