import {
    Color,
    EVENT_MOUSEDOWN,
    EVENT_MOUSEMOVE,
    EVENT_MOUSEWHEEL,
    Entity,
    MOUSEBUTTON_LEFT,
    MOUSEBUTTON_MIDDLE,
    MOUSEBUTTON_RIGHT,
    Script,
    StandardMaterial,
    Vec3,
    math
} from 'playcanvas';

/** @import { MouseEvent } from 'playcanvas' */

const COLORS = [
    new Color(0.95, 0.55, 0.2),
    new Color(0.3, 0.65, 0.95),
    new Color(0.45, 0.85, 0.4),
    new Color(0.9, 0.35, 0.6)
];

/**
 * Mouse controls for one object, attached to the object itself:
 * - drag with the left button: rotate the object (mousemove event)
 * - right button: next colour (wasPressed, polled in update)
 * - middle button held: the object spins on its own (isPressed)
 * - wheel: move the camera closer or further away (mousewheel event)
 */
export class MouseControls extends Script {
    static scriptName = 'mouseControls';

    /**
     * The camera entity the wheel moves.
     *
     * @attribute
     * @type {Entity|null}
     */
    camera = null;

    /**
     * Degrees of rotation per pixel of mouse movement.
     *
     * @attribute
     */
    rotateSpeed = 0.4;

    /**
     * Closest and furthest camera distance.
     *
     * @attribute
     */
    minDistance = 3;

    /** @attribute */
    maxDistance = 15;

    distance = 8;

    colorIndex = 0;

    material = new StandardMaterial();

    offset = new Vec3();

    initialize() {
        this.material.diffuse.copy(COLORS[0]);
        this.material.update();
        if (this.entity.render) {
            this.entity.render.material = this.material;
        }
        if (this.camera) {
            this.distance = this.camera.getPosition().distance(this.entity.getPosition());
        }

        const mouse = this.app.mouse;
        if (!mouse) return;

        // Without this the browser menu would open on every right click.
        mouse.disableContextMenu();

        mouse.on(EVENT_MOUSEMOVE, this.onMouseMove, this);
        mouse.on(EVENT_MOUSEWHEEL, this.onMouseWheel, this);
        mouse.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        this.on('destroy', () => {
            mouse.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            mouse.off(EVENT_MOUSEWHEEL, this.onMouseWheel, this);
            mouse.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
        });
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        // buttons[] tells which buttons are held during this move.
        if (!event.buttons[MOUSEBUTTON_LEFT]) return;

        // Horizontal movement turns around the world Y axis,
        // vertical movement around the world X axis.
        this.entity.rotate(event.dy * this.rotateSpeed, event.dx * this.rotateSpeed, 0);
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseWheel(event) {
        // wheelDelta is 1 (wheel towards you) or -1 (away): 10% per notch.
        this.distance = math.clamp(
            this.distance + event.wheelDelta * 0.1 * this.distance,
            this.minDistance,
            this.maxDistance
        );
        // Stop the page from scrolling while the wheel is used on the canvas.
        event.event.preventDefault();
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        // Clicking the canvas should not select text on the page.
        event.event.preventDefault();
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const mouse = this.app.mouse;
        if (!mouse) return;

        // wasPressed: true only in the frame after the button went down.
        if (mouse.wasPressed(MOUSEBUTTON_RIGHT)) {
            this.colorIndex = (this.colorIndex + 1) % COLORS.length;
            this.material.diffuse.copy(COLORS[this.colorIndex]);
            this.material.update();
        }

        // isPressed: true in every frame while the button is held.
        if (mouse.isPressed(MOUSEBUTTON_MIDDLE)) {
            this.entity.rotate(0, 180 * dt, 0);
        }

        if (this.camera) {
            // Keep the camera on its current line of sight, at the new distance.
            const target = this.entity.getPosition();
            const offset = this.offset.sub2(this.camera.getPosition(), target).normalize();
            this.camera.setPosition(offset.mulScalar(this.distance).add(target));
        }
    }
}
