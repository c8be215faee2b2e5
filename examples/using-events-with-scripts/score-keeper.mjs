import { Script } from 'playcanvas';

/** @import { Entity } from 'playcanvas' */

/**
 * Adds up points from `score:add` app events. It fires `score:changed`
 * whenever the total changes, and `game:won` once the goal is reached,
 * after which it fires `game:reset` and starts over.
 */
export class ScoreKeeper extends Script {
    static scriptName = 'scoreKeeper';

    /**
     * Score needed to win.
     *
     * @attribute
     */
    goal = 100;

    score = 0;

    initialize() {
        this.app.on('score:add', this.onScoreAdd, this);
        this.on('destroy', () => this.app.off('score:add', this.onScoreAdd, this));

        // Attribute change events: fired when the Editor or code sets `goal`.
        this.on('attr:goal', (/** @type {number} */ value) => {
            this.app.fire('score:changed', this.score, value);
        });
    }

    /**
     * @param {number} points - Points to add.
     * @param {Entity} source - The target that scored.
     */
    onScoreAdd(points, source) {
        this.score += points;
        console.log(`${source.name} scored ${points}`);
        this.app.fire('score:changed', this.score, this.goal);

        if (this.score >= this.goal) {
            this.app.fire('game:won', this.score);
            this.score = 0;
            this.app.fire('game:reset');
            this.app.fire('score:changed', this.score, this.goal);
        }
    }
}
