// Runs in Chromium, in the page scripts/render-figures.ts opens for each figure: builds the
// application the sample runner builds in Node, with a real WebGL 2 device instead of the null
// one, gives the scene the same globals (`app`, `entity`, `canvas`), imports the scene file and
// advances the same fixed frames. The browser's own animation frames never tick the application,
// so the picture depends on the scene and the frame count only.
import { Entity, FILLMODE_NONE, RESOLUTION_FIXED, Application, createGraphicsDevice } from 'playcanvas';
import { stepFrames } from '../lib/step-frames.mjs';

/**
 * Renders one scene into the page's canvas and returns the last frame as a PNG data URL, read
 * before the browser presents (and may clear) the drawing buffer. Throws on a WebGL error.
 *
 * @param {{ file: string, frames: number, width: number, height: number }} figure - `file` is the
 *   scene's path under the server root (`examples/user-manual/…/figure-x.mjs`).
 * @returns {Promise<string>}
 */
async function renderFigure({ file, frames, width, height }) {
  const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('figure'));
  canvas.width = width;
  canvas.height = height;
  const device = await createGraphicsDevice(canvas, { deviceTypes: ['webgl2'], antialias: true, alpha: false });
  const app = new Application(canvas, { graphicsDevice: device });
  // Ammo is on the page already (a classic script), as the runner loads it before the application
  if (Reflect.has(globalThis, 'Ammo')) app.systems.rigidbody?.onLibraryLoaded();
  app.setCanvasFillMode(FILLMODE_NONE);
  app.setCanvasResolution(RESOLUTION_FIXED, width, height);
  app.start();
  if (app.frameRequestId !== null) cancelAnimationFrame(app.frameRequestId);

  const entity = new Entity('entity');
  app.root.addChild(entity);
  Object.assign(globalThis, { app, entity, canvas });
  await import(`/${file}`);
  stepFrames(app, frames);

  const gl = /** @type {WebGL2RenderingContext} */ (/** @type {any} */ (device).gl);
  const error = gl.getError();
  if (error !== gl.NO_ERROR) {
    const names = ['INVALID_ENUM', 'INVALID_VALUE', 'INVALID_OPERATION', 'OUT_OF_MEMORY', 'INVALID_FRAMEBUFFER_OPERATION'];
    const name = names.find((key) => Reflect.get(gl, key) === error) ?? `0x${error.toString(16)}`;
    throw new Error(`WebGL error ${name} during the ${frames} frames`);
  }
  return canvas.toDataURL('image/png');
}

Object.assign(globalThis, { renderFigure });
