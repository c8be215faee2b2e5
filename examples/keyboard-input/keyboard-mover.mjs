import {
    Color,
    EVENT_KEYDOWN,
    KEY_A,
    KEY_D,
    KEY_DOWN,
    KEY_LEFT,
    KEY_R,
    KEY_RIGHT,
    KEY_S,
    KEY_SHIFT,
    KEY_SPACE,
    KEY_UP,
    KEY_W,
    Script,
    StandardMaterial,
    Vec3,
    math
} from 'playcanvas';

/** @import { KeyboardEvent } from 'playcanvas' */

/** Keys whose default browser action (scrolling the page) is blocked. */
const GAME_KEYS = [KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_SPACE];

/** Colours cycled through with the space bar. */
const COLORS = [
    new Color(0.9, 0.45, 0.2),
    new Color(0.25, 0.6, 0.9),
    new Color(0.4, 0.8, 0.35),
    new Color(0.85, 0.75, 0.2)
];

/**
 * Moves the entity on the XZ plane with the keyboard.
 * - Arrow keys or WASD: move while held (isPressed)
 * - Shift: move faster while held (isPressed)
 * - Space: change colour once per press (wasPressed)
 * - R: reset the position (keydown event)
 */
export class KeyboardMover extends Script {
    static scriptName = 'keyboardMover';

    /**
     * Movement speed in world units per second.
     *
     * @attribute
     */
    speed = 3;

    /**
     * Speed multiplier while Shift is held.
     *
     * @attribute
     */
    boost = 2;

    /**
     * Half the size of the square area the entity may move in.
     *
     * @attribute
     */
    limit = 5;

    colorIndex = 0;

    material = new StandardMaterial();

    startPosition = new Vec3();

    /** Scratch vectors reused every frame to avoid allocations. */
    move = new Vec3();

    next = new Vec3();

    initialize() {
        this.startPosition.copy(this.entity.getPosition());

        // Give the entity its own material so the colour can change.
        this.material.diffuse.copy(COLORS[0]);
        this.material.update();
        if (this.entity.render) {
            this.entity.render.material = this.material;
        }

        const keyboard = this.app.keyboard;
        if (keyboard) {
            keyboard.on(EVENT_KEYDOWN, this.onKeyDown, this);
            this.on('destroy', () => keyboard.off(EVENT_KEYDOWN, this.onKeyDown, this));
        }
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const keyboard = this.app.keyboard;
        if (!keyboard) return;

        // isPressed: true on every frame while the key is held down.
        const move = this.move.set(0, 0, 0);
        if (keyboard.isPressed(KEY_LEFT) || keyboard.isPressed(KEY_A)) move.x -= 1;
        if (keyboard.isPressed(KEY_RIGHT) || keyboard.isPressed(KEY_D)) move.x += 1;
        if (keyboard.isPressed(KEY_UP) || keyboard.isPressed(KEY_W)) move.z -= 1;
        if (keyboard.isPressed(KEY_DOWN) || keyboard.isPressed(KEY_S)) move.z += 1;

        if (move.lengthSq() > 0) {
            // Normalise so diagonal movement is not faster.
            const boost = keyboard.isPressed(KEY_SHIFT) ? this.boost : 1;
            move.normalize().mulScalar(this.speed * boost * dt);

            const position = this.next.add2(this.entity.getPosition(), move);
            position.x = math.clamp(position.x, -this.limit, this.limit);
            position.z = math.clamp(position.z, -this.limit, this.limit);
            this.entity.setPosition(position);
        }

        // wasPressed: true only on the first frame after the key went down.
        if (keyboard.wasPressed(KEY_SPACE)) {
            this.colorIndex = (this.colorIndex + 1) % COLORS.length;
            this.material.diffuse.copy(COLORS[this.colorIndex]);
            this.material.update();
        }
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        if (event.key !== null && GAME_KEYS.includes(event.key)) {
            // Stop the arrow keys and space from scrolling the page.
            event.event?.preventDefault();
        }

        // Holding a key repeats keydown; react to the first one only.
        if (event.key === KEY_R && !event.event?.repeat) {
            this.entity.setPosition(this.startPosition);
        }
    }
}
