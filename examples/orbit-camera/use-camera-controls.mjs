import { Entity, Vec2, Vec3 } from 'playcanvas';
import { CameraControls } from 'playcanvas/scripts/esm/camera-controls.mjs';

/**
 * The alternative to OrbitCamera: gives a camera entity the engine's
 * ready-made CameraControls script, limited to orbit, pan and zoom. Call it
 * in main.mjs instead of creating OrbitCamera.
 *
 * @param {Entity} camera - A camera entity that is already in the scene.
 * @returns {CameraControls|null} The script instance.
 */
export function useCameraControls(camera) {
    // The controls start from the camera's current position, so place it first.
    camera.setPosition(0, 5, 8);
    camera.addComponent('script');
    return camera.script?.create(CameraControls, {
        properties: {
            focusPoint: new Vec3(0, 0.75, 0),
            // Orbit only: no fly mode with the right button or the WASD keys.
            enableFly: false,
            // Closest and furthest distance from the focus point.
            zoomRange: new Vec2(3, 25),
            // Negative pitch looks down: keep the camera above the floor.
            pitchRange: new Vec2(-85, -5)
        }
    }) ?? null;
}
