import { Application, FILLMODE_NONE, RESOLUTION_AUTO } from 'playcanvas';
import { createKeepyupScene } from '../keepyup-part-one/scene.mjs';
import { Ball } from './ball.mjs';

/**
 * Part 2: the ball falls under gravity. With no input yet, a test helper
 * kicks it automatically whenever it comes down low.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const { ball } = createKeepyupScene(app);

    ball.addComponent('script');
    const ballScript = ball.script?.create(Ball, {
        properties: { gravity: 18, kickSpeed: 11 }
    });

    // Test helper: kick at a random point across the ball's width.
    app.on('update', () => {
        if (!ballScript || ballScript.frozen) return;
        const position = ball.getPosition();
        if (position.y < 1.5 && ballScript.velocity.y < 0) {
            ballScript.kick(position.x + (Math.random() - 0.5) * ballScript.radius * 2);
        }
    });

    // Log the events the ball fires; later parts react to them.
    app.on('ball:kick', offset => console.log('kick', offset.toFixed(2)));
    app.on('ball:bounce', () => console.log('bounce'));

    app.start();
    return app;
}
