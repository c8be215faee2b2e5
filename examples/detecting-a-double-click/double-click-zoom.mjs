import { Entity, Script, Vec3 } from 'playcanvas';

/**
 * Toggles the camera between a wide shot and a close-up when the canvas is
 * double-clicked. Attach it to the camera entity.
 */
export class DoubleClickZoom extends Script {
    static scriptName = 'doubleClickZoom';

    /**
     * The entity the close-up looks at.
     *
     * @attribute
     * @type {Entity|null}
     */
    target = null;

    /**
     * Camera distance from the target in the close-up.
     *
     * @attribute
     */
    closeDistance = 3;

    /**
     * How quickly the camera moves to the new position (higher is faster).
     *
     * @attribute
     */
    smoothing = 6;

    zoomedIn = false;

    widePosition = new Vec3();

    goal = new Vec3();

    current = new Vec3();

    initialize() {
        this.widePosition.copy(this.entity.getPosition());
        this.goal.copy(this.widePosition);

        // The engine's Mouse has no double-click event, so listen to the
        // browser's own 'dblclick' on the canvas.
        const canvas = this.app.graphicsDevice.canvas;
        /** @param {MouseEvent} event - The DOM mouse event. */
        const onDoubleClick = (event) => {
            event.preventDefault();
            this.toggle();
            this.app.fire('input:doubleclick', event.offsetX, event.offsetY);
        };
        canvas.addEventListener('dblclick', onDoubleClick);

        // DOM listeners are not removed automatically: clean up on destroy.
        this.on('destroy', () => canvas.removeEventListener('dblclick', onDoubleClick));
    }

    toggle() {
        this.zoomedIn = !this.zoomedIn;
        if (this.zoomedIn && this.target) {
            // Move along the line from the target to the wide position.
            const target = this.target.getPosition();
            this.goal.sub2(this.widePosition, target).normalize()
                .mulScalar(this.closeDistance).add(target);
        } else {
            this.goal.copy(this.widePosition);
        }
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        // Exponential smoothing: frame-rate independent easing towards the goal.
        const t = 1 - Math.exp(-this.smoothing * dt);
        this.current.lerp(this.entity.getPosition(), this.goal, t);
        this.entity.setPosition(this.current);

        if (this.target) {
            this.entity.lookAt(this.target.getPosition());
        }
    }
}
