import { EVENT_MOUSEDOWN, EVENT_TOUCHSTART, Script } from 'playcanvas';

/**
 * A tiny game: each click or tap on the screen catches the spinning coin and scores a point.
 * The score is what the page offers to share.
 */
export class ScoreGame extends Script {
    static scriptName = 'scoreGame';

    /**
     * Degrees per second the coin turns.
     *
     * @attribute
     */
    speed = 90;

    score = 0;

    initialize() {
        const onPress = () => {
            this.score += 1;
            this.fire('score', this.score);
        };
        this.app.mouse?.on(EVENT_MOUSEDOWN, onPress);
        this.app.touch?.on(EVENT_TOUCHSTART, onPress);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, onPress);
            this.app.touch?.off(EVENT_TOUCHSTART, onPress);
        });
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.entity.rotateLocal(0, 0, this.speed * dt);
    }
}
