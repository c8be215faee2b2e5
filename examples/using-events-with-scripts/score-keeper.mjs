import { Script } from 'playcanvas';

/** @import { Entity } from 'playcanvas' */

/**
 * Adds up points from `score:add` app events. It fires `score:changed`
 * whenever the total changes, and `game:won` once the goal is reached,
 * after which it fires `game:reset` and starts over.
 */
export class ScoreKeeper extends Script {
    static scriptName = 'scoreKeeper';

    score = 0;

    _goal = 100;

    /**
     * Score needed to win. ESM scripts fire no `attr:` events, so a setter
     * announces a new goal, whether the Editor or code assigns it.
     *
     * @attribute
     * @type {number}
     */
    get goal() {
        return this._goal;
    }

    set goal(value) {
        this._goal = value;
        this.app.fire('score:changed', this.score, value);
    }

    initialize() {
        this.app.on('score:add', this.onScoreAdd, this);
        this.on('destroy', () => this.app.off('score:add', this.onScoreAdd, this));
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
