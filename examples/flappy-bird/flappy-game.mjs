import {
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    Entity,
    KEY_SPACE,
    KEY_UP,
    Script
} from 'playcanvas';
import { Bird } from './bird.mjs';
import { Pipes } from './pipes.mjs';
import { SegmentDisplay } from './segment-display.mjs';

/** @import { KeyboardEvent, MouseEvent, TouchEvent } from 'playcanvas' */
/** @typedef {'ready' | 'playing' | 'dead'} GameState */

/**
 * Runs a round of Flappy. One input, three meanings: in 'ready' a press
 * starts the round, in 'playing' it flaps, and in 'dead' it goes back to
 * 'ready' (after a short delay, so a panicked tap does not skip the result).
 */
export class FlappyGame extends Script {
    static scriptName = 'flappyGame';

    /**
     * The bird entity with the Bird script.
     *
     * @attribute
     * @type {Entity|null}
     */
    bird = null;

    /**
     * The entity with the Pipes script.
     *
     * @attribute
     * @type {Entity|null}
     */
    pipes = null;

    /**
     * The entity with the SegmentDisplay script that shows the score.
     *
     * @attribute
     * @type {Entity|null}
     */
    scoreDisplay = null;

    /**
     * Top face of the ground.
     *
     * @attribute
     */
    groundY = 1;

    /**
     * The bird cannot rise above this height.
     *
     * @attribute
     */
    ceilingY = 11.5;

    /**
     * Seconds after a crash before a press restarts.
     *
     * @attribute
     */
    restartDelay = 0.6;

    /** @type {GameState} */
    state = 'ready';

    score = 0;

    deadTime = 0;

    initialize() {
        const { keyboard, mouse, touch } = this.app;
        keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        this.app.on('pipes:passed', this.onPassed, this);
        this.app.on('pipes:hit', this.crash, this);

        this.on('destroy', () => {
            keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            this.app.off('pipes:passed', this.onPassed, this);
            this.app.off('pipes:hit', this.crash, this);
        });

        this.setReady();
    }

    get birdScript() {
        return this.bird?.script?.get(Bird) ?? null;
    }

    get pipesScript() {
        return this.pipes?.script?.get(Pipes) ?? null;
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE || event.key === KEY_UP) {
            event.event?.preventDefault();
            this.press();
        }
    }

    onMouseDown() {
        this.press();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        // Stop the browser from sending a second, emulated mouse event.
        event.event?.preventDefault();
        this.press();
    }

    /** What a press means depends on the state. */
    press() {
        if (this.state === 'ready') {
            this.state = 'playing';
            if (this.pipesScript) this.pipesScript.scrolling = true;
            this.birdScript?.flap();
        } else if (this.state === 'playing') {
            this.birdScript?.flap();
        } else if (this.deadTime >= this.restartDelay) {
            this.setReady();
        }
    }

    setReady() {
        this.state = 'ready';
        this.setScore(0);
        this.birdScript?.reset();
        const pipesScript = this.pipesScript;
        if (pipesScript) {
            pipesScript.scrolling = false;
            pipesScript.reset();
        }
    }

    crash() {
        if (this.state !== 'playing') return;
        this.state = 'dead';
        this.deadTime = 0;
        // Freeze the world; the bird drops to the ground without control.
        if (this.pipesScript) this.pipesScript.scrolling = false;
        const birdScript = this.birdScript;
        if (birdScript) {
            birdScript.mode = 'dead';
            birdScript.velocityY = Math.min(birdScript.velocityY, 0);
        }
        this.app.fire('game:over', this.score);
    }

    onPassed() {
        if (this.state === 'playing') this.setScore(this.score + 1);
    }

    /** @param {number} value - The new score. */
    setScore(value) {
        this.score = value;
        this.scoreDisplay?.script?.get(SegmentDisplay)?.setValue(value);
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const birdScript = this.birdScript;
        if (!this.bird || !birdScript) return;

        if (this.state === 'dead') this.deadTime += dt;
        if (birdScript.mode === 'hover' || birdScript.mode === 'landed') return;

        const p = this.bird.getPosition();

        // The ground ends the round; the bird stops on it.
        if (p.y - birdScript.radius <= this.groundY) {
            this.crash();
            birdScript.land(this.groundY);
            return;
        }

        // The ceiling only stops the bird from leaving the screen.
        if (p.y > this.ceilingY) {
            this.bird.setPosition(p.x, this.ceilingY, p.z);
            birdScript.velocityY = Math.min(birdScript.velocityY, 0);
        }
    }
}
