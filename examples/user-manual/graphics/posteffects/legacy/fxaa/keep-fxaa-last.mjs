/**
 * Makes sure FXAA runs after every other effect of a camera: adds the fxaa
 * script (posteffect-fxaa.js) if the camera has none, otherwise moves its
 * effect to the end of the queue.
 * @param {import('playcanvas').Entity} camera - an entity with a Camera component
 */
export function keepFxaaLast(camera) {
    if (!camera.script) camera.addComponent('script');
    const fxaa = camera.script?.get('fxaa');
    if (!fxaa) {
        camera.script?.create('fxaa');
        return;
    }
    // Re-adding an effect puts it at the end of the queue
    fxaa.enabled = false;
    fxaa.enabled = true;
}
