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
import { Game } from '../keepyup-part-four/game.mjs';
import { Hud } from './hud.mjs';

/**
 * Part 5: the game from part 4 with a score display and messages.
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

    // The HUD is created before the game so it hears the first 'game:ready'.
    const game = new Entity('game');
    app.root.addChild(game);
    game.addComponent('script');
    game.script?.create(Hud);
    game.script?.create(Game, { properties: { ball } });

    app.start();
    return app;
}
