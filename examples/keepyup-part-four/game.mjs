import { Entity, Script } from 'playcanvas';
import { Ball } from '../keepyup-part-two/ball.mjs';

/** @typedef {'ready' | 'playing' | 'over'} GameState */

const BEST_KEY = 'keepyup-best';

/**
 * Runs the rules of Keepyup as a small state machine:
 * ready -> playing -> over -> ready. It listens to the app events of the
 * ball and the input and fires its own events for everything else.
 *
 * App events fired:
 * - 'game:ready' when the ball waits for the first tap
 * - 'game:start' when a round starts
 * - 'game:score' (score) after every kick
 * - 'game:over' (score, best, isNewBest) when the ball is lost
 */
export class Game extends Script {
    static scriptName = 'game';

    /**
     * The ball entity; it must carry the Ball script.
     *
     * @attribute
     * @type {Entity|null}
     */
    ball = null;

    /**
     * Seconds after a game over before a tap is accepted again.
     *
     * @attribute
     */
    restartDelay = 0.8;

    /** @type {GameState} */
    state = 'ready';

    score = 0;

    best = 0;

    overTime = 0;

    initialize() {
        this.best = loadBest();

        this.app.on('input:tap', this.onTap, this);
        this.app.on('ball:kick', this.onKick, this);
        this.app.on('ball:lost', this.onLost, this);
        this.on('destroy', () => {
            this.app.off('input:tap', this.onTap, this);
            this.app.off('ball:kick', this.onKick, this);
            this.app.off('ball:lost', this.onLost, this);
        });

        this.setReady();
    }

    /** @returns {Ball|null} The script on the ball entity. */
    get ballScript() {
        return this.ball?.script?.get(Ball) ?? null;
    }

    setReady() {
        this.state = 'ready';
        this.score = 0;
        this.ballScript?.reset(true);
        this.app.fire('game:ready');
    }

    start() {
        this.state = 'playing';
        this.score = 0;
        // Unfreeze the ball; it starts to fall from where it waited.
        if (this.ballScript) this.ballScript.frozen = false;
        this.app.fire('game:start');
    }

    onTap() {
        if (this.state === 'ready') {
            this.start();
        } else if (this.state === 'over' && this.overTime >= this.restartDelay) {
            this.setReady();
        }
    }

    onKick() {
        if (this.state !== 'playing') return;
        this.score += 1;
        this.app.fire('game:score', this.score);
    }

    onLost() {
        if (this.state !== 'playing') return;
        this.state = 'over';
        this.overTime = 0;

        const isNewBest = this.score > this.best;
        if (isNewBest) {
            this.best = this.score;
            saveBest(this.best);
        }
        this.app.fire('game:over', this.score, this.best, isNewBest);
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (this.state === 'over') this.overTime += dt;
    }
}

/** @returns {number} The best score stored in this browser, or 0. */
function loadBest() {
    try {
        return Number(window.localStorage.getItem(BEST_KEY)) || 0;
    } catch {
        // Storage can be blocked, for example in some private windows.
        return 0;
    }
}

/** @param {number} value - The score to store. */
function saveBest(value) {
    try {
        window.localStorage.setItem(BEST_KEY, String(value));
    } catch {
        // Ignore: the best score then lasts only for this session.
    }
}
