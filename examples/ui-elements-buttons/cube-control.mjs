import { Color, Script, StandardMaterial } from 'playcanvas';

/** Colours the cube steps through. */
const COLORS = [
    new Color(0.9, 0.9, 0.9),
    new Color(0.95, 0.45, 0.2),
    new Color(0.3, 0.75, 0.4),
    new Color(0.35, 0.5, 0.95)
];

/**
 * Holds the state the buttons change: the cube's colour and whether it spins.
 * Fires `cube:changed` on the entity after every change.
 */
export class CubeControl extends Script {
    static scriptName = 'cubeControl';

    /**
     * Spin speed in degrees per second.
     *
     * @attribute
     */
    speed = 90;

    colorIndex = 0;

    spinning = false;

    material = new StandardMaterial();

    initialize() {
        this.entity.render?.meshInstances.forEach((mi) => { mi.material = this.material; });
        this.applyColor();
    }

    /** @param {number} dt - Time since the last frame in seconds. */
    update(dt) {
        if (this.spinning) this.entity.rotate(0, this.speed * dt, 0);
    }

    nextColor() {
        this.colorIndex = (this.colorIndex + 1) % COLORS.length;
        this.applyColor();
    }

    toggleSpin() {
        this.spinning = !this.spinning;
        this.entity.fire('cube:changed');
    }

    reset() {
        this.colorIndex = 0;
        this.spinning = false;
        this.entity.setLocalEulerAngles(0, 30, 0);
        this.applyColor();
    }

    /** @returns {boolean} Whether anything differs from the starting state. */
    get changed() {
        return this.colorIndex !== 0 || this.spinning;
    }

    applyColor() {
        this.material.diffuse.copy(COLORS[this.colorIndex]);
        this.material.update();
        this.entity.fire('cube:changed');
    }
}
