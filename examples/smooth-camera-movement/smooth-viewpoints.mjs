import {
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    KEY_1,
    Quat,
    Script,
    Vec3
} from 'playcanvas';

/**
 * Glides the camera to one of several viewpoint entities. Keys 1 to 9 pick a
 * viewpoint; a click or tap moves on to the next one. Each frame the camera
 * covers a fixed share of the remaining way, so it slows down as it arrives.
 */
export class SmoothViewpoints extends Script {
    static scriptName = 'smoothViewpoints';

    /**
     * Entities whose position and rotation the camera copies.
     *
     * @attribute
     * @type {import('playcanvas').Entity[]}
     */
    viewpoints = [];

    /**
     * How quickly the camera closes the gap. Higher is snappier.
     *
     * @attribute
     * @range [0.5, 20]
     */
    sharpness = 4;

    index = 0;

    position = new Vec3();

    rotation = new Quat();

    initialize() {
        // Start exactly on the first viewpoint.
        const first = this.viewpoints[0];
        if (first) {
            this.entity.setPosition(first.getPosition());
            this.entity.setRotation(first.getRotation());
        }

        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.app.mouse?.on(EVENT_MOUSEDOWN, this.next, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        this.on('destroy', () => {
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.next, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
        });
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        const number = (event.key ?? -1) - KEY_1;
        if (number >= 0 && number < this.viewpoints.length) this.index = number;
    }

    /** @param {import('playcanvas').TouchEvent} event - The touch event. */
    onTouchStart(event) {
        this.next();
        // Without this the browser also sends emulated mouse events, and one
        // tap would move on two viewpoints.
        event.event.preventDefault();
    }

    next() {
        this.index = (this.index + 1) % Math.max(this.viewpoints.length, 1);
    }

    update(dt) {
        const target = this.viewpoints[this.index];
        if (!target) return;

        // Frame rate independent smoothing: the same motion at 30 or 144 fps.
        const t = 1 - Math.exp(-this.sharpness * dt);

        this.position.lerp(this.entity.getPosition(), target.getPosition(), t);
        this.rotation.slerp(this.entity.getRotation(), target.getRotation(), t);
        this.entity.setPosition(this.position);
        this.entity.setRotation(this.rotation);
    }
}
