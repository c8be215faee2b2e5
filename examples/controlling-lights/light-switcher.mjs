import {
    Color,
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    KEY_1,
    KEY_2,
    KEY_3,
    KEY_SPACE,
    Script
} from 'playcanvas';

/** Colours the lamp cycles through: warm white, red, green, blue. */
const LAMP_COLORS = [
    new Color(1, 0.8, 0.55),
    new Color(1, 0.25, 0.2),
    new Color(0.3, 1, 0.4),
    new Color(0.3, 0.5, 1)
];

/** Seconds a light takes to fade fully in or out. */
const FADE_TIME = 0.3;

/**
 * Switches three lights on and off with the keys 1, 2 and 3, fading their
 * intensity, and gives the lamp its next colour on a click, tap or Space.
 * The app fires `lights:changed` after every change, for a status display.
 */
export class LightSwitcher extends Script {
    static scriptName = 'lightSwitcher';

    /**
     * Directional light, switched with key 1.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    sun = null;

    /**
     * Omni light, switched with key 2 and recoloured on click.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    lamp = null;

    /**
     * Spot light, switched with key 3.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    spot = null;

    /**
     * Glowing mesh that shows where the lamp is; it takes the lamp's colour.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    bulb = null;

    colorIndex = 0;

    /** @type {{ entity: import('playcanvas').Entity, full: number, on: boolean }[]} */
    switches = [];

    initialize() {
        // Remember each light's intensity as set in the scene: that is "fully on".
        for (const entity of [this.sun, this.lamp, this.spot]) {
            if (entity?.light) this.switches.push({ entity, full: entity.light.intensity, on: entity.light.enabled });
        }
        this.applyLampColor();

        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.app.mouse?.on(EVENT_MOUSEDOWN, this.nextColor, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.nextColor, this);
        this.on('destroy', () => {
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.nextColor, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.nextColor, this);
        });
        this.app.fire('lights:changed', this.describe());
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        const index = [KEY_1, KEY_2, KEY_3].indexOf(event.key ?? -1);
        if (index >= 0) this.toggle(index);
        if (event.key === KEY_SPACE) this.nextColor();
    }

    /** @param {number} index - 0 sun, 1 lamp, 2 spot. */
    toggle(index) {
        const item = this.switches[index];
        if (!item?.entity.light) return;
        item.on = !item.on;
        // Switch on at once, with zero intensity; update() fades it up.
        if (item.on) {
            item.entity.light.intensity = 0;
            item.entity.light.enabled = true;
        }
        this.app.fire('lights:changed', this.describe());
    }

    nextColor() {
        this.colorIndex = (this.colorIndex + 1) % LAMP_COLORS.length;
        this.applyLampColor();
        this.app.fire('lights:changed', this.describe());
    }

    applyLampColor() {
        const color = LAMP_COLORS[this.colorIndex];
        // Assign a colour: the light copies it, so the shared constant stays unchanged.
        if (this.lamp?.light) this.lamp.light.color = color;
        this.updateBulb();
    }

    updateBulb() {
        const material = /** @type {import('playcanvas').StandardMaterial | undefined} */ (
            this.bulb?.render?.meshInstances[0]?.material);
        const lamp = this.lamp?.light;
        if (!material || !lamp) return;
        // The bulb glows as brightly as the lamp shines: dark when it is off.
        const level = lamp.enabled ? lamp.intensity / (this.switches[1]?.full || 1) : 0;
        material.emissive.copy(lamp.color).mulScalar(level);
        material.update();
    }

    /** @returns {string} One line describing the switches. */
    describe() {
        const names = ['1 Sun', '2 Lamp', '3 Spot'];
        return this.switches.map((item, i) => `${names[i]}: ${item.on ? 'on' : 'off'}`).join('   ');
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        for (const item of this.switches) {
            const light = item.entity.light;
            if (!light || !light.enabled) continue;
            const target = item.on ? item.full : 0;
            const step = (item.full / FADE_TIME) * dt;
            const intensity = light.intensity + Math.sign(target - light.intensity) * step;
            light.intensity = Math.abs(target - light.intensity) <= step ? target : intensity;
            // Fully faded out: disable it, so it costs nothing until it comes back.
            if (!item.on && light.intensity === 0) light.enabled = false;
        }
        this.updateBulb();
    }
}
