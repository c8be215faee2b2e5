import * as pc from 'playcanvas';

export { stepFrames } from './step-frames.mjs';

/** A canvas stand-in, one per application (a sample may resize it): the null graphics device reads only its size. */
function headlessSurface(): HTMLCanvasElement {
  return { width: 1, height: 1 } as unknown as HTMLCanvasElement;
}

let ammoLoaded: Promise<void> | null = null;

/** Puts ammo.js on `globalThis.Ammo` once: sync-ammo's module build is ready on import, where ammo.js would load a wasm file. */
export function loadAmmo(): Promise<void> {
  ammoLoaded ??= import('sync-ammo/dist/ammo.module.js').then(({ default: Ammo }) => {
    (globalThis as { Ammo?: unknown }).Ammo = Ammo;
  });
  return ammoLoaded;
}

/**
 * A headless application (the null graphics device; no browser, no GPU) with ammo.js loaded, so
 * every component system, physics included, works as it does in a scene. `engine` is the module
 * to build it with: code that imports `playcanvas` as an ES module gets the package's ESM build,
 * and `Entity` and the components find their application through that build's own globals.
 */
export async function createHeadlessApp(engine: typeof pc = pc): Promise<pc.Application> {
  await loadAmmo();
  const surface = headlessSurface();
  const app = new engine.Application(surface, { graphicsDevice: new engine.NullGraphicsDevice(surface) });
  app.systems.rigidbody?.onLibraryLoaded();
  return app;
}
