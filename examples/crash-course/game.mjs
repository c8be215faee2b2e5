import {
    EVENT_KEYDOWN,
    Entity,
    KEY_ENTER,
    KEY_SPACE,
    Script,
    Vec3
} from 'playcanvas';
import { RollingPlayer } from './player.mjs';

/** @import { KeyboardEvent } from 'playcanvas' */
/** @typedef {'ready' | 'playing' | 'over'} GameState */

/**
 * The rules of Coin Rush: collect as many coins as possible before the time
 * runs out, without rolling off the platform. Enter or Space starts a round
 * and starts the next one after a game over.
 */
export class CoinRushGame extends Script {
    static scriptName = 'coinRushGame';

    /**
     * The ball; it must carry the RollingPlayer script.
     *
     * @attribute
     * @type {Entity|null}
     */
    player = null;

    /**
     * The coin that is moved to a new place after every pick-up.
     *
     * @attribute
     * @type {Entity|null}
     */
    coin = null;

    /**
     * Text element that shows the number of coins.
     *
     * @attribute
     * @type {Entity|null}
     */
    scoreText = null;

    /**
     * Text element that shows the time left.
     *
     * @attribute
     * @type {Entity|null}
     */
    timerText = null;

    /**
     * Text element for the start and game-over messages.
     *
     * @attribute
     * @type {Entity|null}
     */
    messageText = null;

    /**
     * Length of a round in seconds.
     *
     * @attribute
     */
    roundTime = 30;

    /**
     * Half the width of the area in which coins appear.
     *
     * @attribute
     */
    coinArea = 4.5;

    /** @type {GameState} */
    state = 'ready';

    score = 0;

    timeLeft = 0;

    candidate = new Vec3();

    initialize() {
        this.app.on('coin:collected', this.onCoinCollected, this);
        this.app.on('player:fell', this.onPlayerFell, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);

        this.on('destroy', () => {
            this.app.off('coin:collected', this.onCoinCollected, this);
            this.app.off('player:fell', this.onPlayerFell, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });

        this.setReady();
    }

    /** @returns {RollingPlayer|null} The player's script. */
    get playerScript() {
        return this.player?.script?.get(RollingPlayer) ?? null;
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        if (event.key !== KEY_ENTER && event.key !== KEY_SPACE) return;
        // Keep Space from scrolling the page.
        event.event?.preventDefault();
        if (this.state !== 'playing') this.startRound();
    }

    setReady() {
        this.state = 'ready';
        this.setText(this.scoreText, 'Coins: 0');
        this.setText(this.timerText, `Time: ${this.roundTime}`);
        this.setText(this.messageText, 'Press ENTER to start');
    }

    startRound() {
        this.state = 'playing';
        this.score = 0;
        this.timeLeft = this.roundTime;

        const playerScript = this.playerScript;
        if (playerScript) {
            playerScript.respawn();
            playerScript.controlsEnabled = true;
        }
        this.moveCoin();

        this.setText(this.scoreText, 'Coins: 0');
        this.setText(this.messageText, '');
    }

    /** @param {string} reason - First line of the game-over message. */
    endRound(reason) {
        this.state = 'over';
        const playerScript = this.playerScript;
        if (playerScript) playerScript.controlsEnabled = false;
        this.setText(this.messageText, `${reason} You got ${this.score}. Press ENTER to retry`);
    }

    /**
     * @param {Entity} coin - The coin that was touched.
     * @param {number} value - Its value.
     */
    onCoinCollected(coin, value) {
        if (this.state !== 'playing') return;
        this.score += value;
        this.setText(this.scoreText, `Coins: ${this.score}`);
        this.moveCoin();
    }

    onPlayerFell() {
        if (this.state === 'playing') this.endRound('You fell off!');
    }

    /** Moves the coin to a random free spot away from the ball and the obstacles. */
    moveCoin() {
        if (!this.coin) return;
        const obstacles = this.app.root.findByTag('obstacle');
        const ballPosition = this.player?.getPosition() ?? Vec3.ZERO;
        const p = this.candidate;

        // Try random spots until one is free; give up after a few attempts.
        for (let attempt = 0; attempt < 30; attempt++) {
            p.set(
                (Math.random() * 2 - 1) * this.coinArea,
                0.6,
                (Math.random() * 2 - 1) * this.coinArea
            );
            const blocked = obstacles.some((node) => {
                const o = node.getPosition();
                const s = node.getLocalScale();
                return Math.abs(p.x - o.x) < s.x / 2 + 0.8 && Math.abs(p.z - o.z) < s.z / 2 + 0.8;
            });
            if (!blocked && p.distance(ballPosition) > 2.5) break;
        }
        this.coin.setPosition(p);
    }

    /**
     * @param {Entity|null} entity - A text element entity.
     * @param {string} text - The new text.
     */
    setText(entity, text) {
        if (entity?.element) entity.element.text = text;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (this.state !== 'playing') return;

        this.timeLeft = Math.max(0, this.timeLeft - dt);
        this.setText(this.timerText, `Time: ${Math.ceil(this.timeLeft)}`);
        if (this.timeLeft === 0) this.endRound('Time up!');
    }
}
