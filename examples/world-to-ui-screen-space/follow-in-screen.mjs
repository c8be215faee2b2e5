import { Script, Vec3 } from 'playcanvas';

/**
 * Keeps a screen-space UI element over a point in the 3D world, such as a
 * health bar above a character's head. Attach it to the element entity,
 * which must be a child of a screen-space screen with its anchor at the
 * bottom left (0, 0, 0, 0).
 */
export class FollowInScreen extends Script {
    static scriptName = 'followInScreen';

    /**
     * The world entity to follow.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    target = null;

    /**
     * The camera whose view decides where the element goes.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    camera = null;

    /**
     * World-space offset from the target's origin, e.g. up to the head.
     *
     * @attribute
     */
    offset = new Vec3(0, 2, 0);

    worldPoint = new Vec3();

    screenPoint = new Vec3();

    toPoint = new Vec3();

    // Runs after every update(), once the targets have moved this frame.
    postUpdate() {
        const camera = this.camera?.camera;
        const screen = this.entity.element?.screen?.screen;
        if (!this.target || !this.camera || !camera || !screen) return;

        this.worldPoint.add2(this.target.getPosition(), this.offset);

        // Hide the element when the point is behind the camera.
        this.toPoint.sub2(this.worldPoint, this.camera.getPosition());
        const inFront = this.toPoint.dot(this.camera.forward) > 0;
        if (this.entity.element) this.entity.element.enabled = inFront;
        if (!inFront) return;

        // CSS pixels from the top left corner of the canvas.
        camera.worldToScreen(this.worldPoint, this.screenPoint);

        // CSS pixels -> device pixels -> screen units (origin bottom left).
        const device = this.app.graphicsDevice;
        const cssWidth = device.clientRect.width;
        const cssHeight = device.clientRect.height;
        const x = (this.screenPoint.x * device.width) / cssWidth / screen.scale;
        const y = ((cssHeight - this.screenPoint.y) * device.height) / cssHeight / screen.scale;
        this.entity.setLocalPosition(x, y, 0);
    }
}
