import { Entity, Script } from 'playcanvas';

/**
 * Keeps a plane turned towards a camera.
 * - Screen-aligned (default): the plane copies the camera's rotation, so it
 *   always lies parallel to the screen. Good for glows, icons and labels.
 * - Upright (`upright = true`): the plane only turns around the world Y axis,
 *   so it stays vertical. Good for trees and characters standing on the ground.
 */
export class Billboard extends Script {
    static scriptName = 'billboard';

    /**
     * The camera to face.
     *
     * @attribute
     * @type {Entity | null}
     */
    camera = null;

    /**
     * Turn only around the Y axis.
     *
     * @attribute
     */
    upright = false;

    // postUpdate runs after every script's update, so the camera has
    // already moved this frame.
    postUpdate() {
        const camera = this.camera;
        if (!camera) return;

        if (this.upright) {
            const from = this.entity.getPosition();
            const to = camera.getPosition();
            // Angle around Y that points the local +Z axis at the camera.
            const yaw = Math.atan2(to.x - from.x, to.z - from.z) * (180 / Math.PI);
            this.entity.setEulerAngles(0, yaw, 0);
        } else {
            // The camera's +Z axis points back towards the viewer.
            this.entity.setRotation(camera.getRotation());
        }

        // A plane primitive faces +Y; tip it forward so it faces +Z.
        this.entity.rotateLocal(90, 0, 0);
    }
}
