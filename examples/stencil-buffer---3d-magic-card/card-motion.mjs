import { Script } from 'playcanvas';

/**
 * Swings the card from side to side, so you see into it from changing
 * angles, and turns the planet and its ring inside.
 */
export class CardMotion extends Script {
    static scriptName = 'cardMotion';

    /**
     * Largest swing to each side, in degrees.
     *
     * @attribute
     * @range [0, 60]
     */
    swing = 35;

    /**
     * The planet inside the card.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    planet = null;

    time = 0;

    update(dt) {
        this.time += dt;
        this.entity.setLocalEulerAngles(8 * Math.sin(this.time * 0.7), this.swing * Math.sin(this.time * 0.5), 0);
        this.planet?.rotateLocal(0, 40 * dt, 0);
    }
}
