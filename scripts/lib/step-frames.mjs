// Plain JavaScript, so that the same function steps the headless runner's application in Node
// and a figure's application in Chromium (scripts/render-figures.ts serves this file as it is).

/**
 * Runs `frames` frames of `dt` seconds the way the application's own tick does (update, then
 * render with the hierarchy synced), without a browser's animation frames.
 *
 * @param {import('playcanvas').AppBase} app
 * @param {number} frames
 * @param {number} [dt]
 */
export function stepFrames(app, frames, dt = 1 / 60) {
  for (let i = 0; i < frames; i += 1) {
    app.update(dt);
    app.fire('framerender');
    app.render();
    app.fire('frameend');
  }
}
