import {
    Application,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    TouchDevice
} from 'playcanvas';
import { createKeepyupScene } from '../keepyup-part-one/scene.mjs';
import { Ball } from '../keepyup-part-two/ball.mjs';
import { TapInput } from './tap-input.mjs';

/**
 * Part 3: the player kicks the ball with a click or a touch. A lost ball
 * goes back to the start and falls again.
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
    const ballScript = ball.script?.create(Ball);

    camera.addComponent('script');
    camera.script?.create(TapInput, { properties: { ball, tolerance: 1.4 } });

    app.on('ball:lost', () => ballScript?.reset(false));

    app.start();
    return app;
}
