import { Color, Entity, Script, Vec3 } from 'playcanvas';

/**
 * Small visual effects that make the game feel alive: the ball pops when it
 * is kicked, the camera shakes when the ball is lost and the background
 * flashes on a new best score. Attach it to the camera entity.
 */
export class Juice extends Script {
    static scriptName = 'juice';

    /**
     * The ball entity to scale on kicks.
     *
     * @attribute
     * @type {Entity|null}
     */
    ball = null;

    /**
     * Strength of the camera shake in world units.
     *
     * @attribute
     */
    shakeAmount = 0.25;

    /** Remaining time of each effect, in seconds. */
    popTime = 0;

    shakeTime = 0;

    flashTime = 0;

    cameraHome = new Vec3();

    baseClear = new Color();

    flashColor = new Color(0.95, 0.8, 0.2);

    clear = new Color();

    initialize() {
        this.cameraHome.copy(this.entity.getLocalPosition());
        if (this.entity.camera) this.baseClear.copy(this.entity.camera.clearColor);

        this.app.on('ball:kick', this.onKick, this);
        this.app.on('game:over', this.onOver, this);
        this.on('destroy', () => {
            this.app.off('ball:kick', this.onKick, this);
            this.app.off('game:over', this.onOver, this);
        });
    }

    onKick() {
        this.popTime = 0.15;
    }

    /**
     * @param {number} score - The final score.
     * @param {number} best - The best score.
     * @param {boolean} isNewBest - Whether the round set a new best.
     */
    onOver(score, best, isNewBest) {
        this.shakeTime = 0.4;
        if (isNewBest) this.flashTime = 0.6;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        // Pop: scale up at once, then ease back to 1 while popTime runs out.
        if (this.ball) {
            this.popTime = Math.max(0, this.popTime - dt);
            const scale = 1 + (this.popTime / 0.15) * 0.25;
            this.ball.setLocalScale(scale, scale, scale);
        }

        // Shake: random offsets that shrink as shakeTime runs out.
        this.shakeTime = Math.max(0, this.shakeTime - dt);
        const strength = this.shakeAmount * (this.shakeTime / 0.4);
        this.entity.setLocalPosition(
            this.cameraHome.x + (Math.random() * 2 - 1) * strength,
            this.cameraHome.y + (Math.random() * 2 - 1) * strength,
            this.cameraHome.z
        );

        // Flash: blend the clear colour from the flash colour back to normal.
        const camera = this.entity.camera;
        if (camera) {
            this.flashTime = Math.max(0, this.flashTime - dt);
            this.clear.lerp(this.baseClear, this.flashColor, this.flashTime / 0.6);
            camera.clearColor = this.clear;
        }
    }
}
