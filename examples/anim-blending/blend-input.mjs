import {
    EVENT_KEYDOWN,
    EVENT_TOUCHEND,
    EVENT_TOUCHSTART,
    KEY_SPACE,
    KEY_UP,
    KEY_W,
    Script,
    math
} from 'playcanvas';

/**
 * Drives the parameters of the anim state graph on this entity. Holding W,
 * the up arrow or one finger raises `speed` towards 1; letting go lowers it
 * again. Space or a second finger fires the `spin` trigger.
 */
export class BlendInput extends Script {
    static scriptName = 'blendInput';

    /**
     * How fast `speed` follows the input, in units per second.
     *
     * @attribute
     */
    acceleration = 2;

    speed = 0;

    touching = false;

    initialize() {
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.onTouch, this);
        this.app.touch?.on(EVENT_TOUCHEND, this.onTouch, this);
        this.on('destroy', () => {
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.onTouch, this);
            this.app.touch?.off(EVENT_TOUCHEND, this.onTouch, this);
        });
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE) {
            this.entity.anim?.setTrigger('spin');
            event.event?.preventDefault();
        }
    }

    /** @param {import('playcanvas').TouchEvent} event - The touch event. */
    onTouch(event) {
        this.touching = event.touches.length > 0;
        if (event.event.type === 'touchstart' && event.touches.length === 2) {
            this.entity.anim?.setTrigger('spin');
        }
        event.event?.preventDefault();
    }

    update(dt) {
        const keyboard = this.app.keyboard;
        const held = this.touching || !!keyboard?.isPressed(KEY_W) || !!keyboard?.isPressed(KEY_UP);

        // Ease the parameter so the blend changes gradually, not in one frame.
        const goal = held ? 1 : 0;
        const step = this.acceleration * dt;
        this.speed = math.clamp(this.speed + Math.sign(goal - this.speed) * step, 0, 1);
        if (Math.abs(goal - this.speed) < step) this.speed = goal;

        this.entity.anim?.setFloat('speed', this.speed);
    }
}
