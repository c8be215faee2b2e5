import { Script } from 'playcanvas';

const STYLE = `
.keepyup-hud { position: absolute; inset: 0; pointer-events: none;
  font-family: system-ui, sans-serif; color: #fff; text-align: center; }
.keepyup-hud .score { position: absolute; top: 4%; width: 100%;
  font-size: 64px; font-weight: 700; text-shadow: 0 3px 0 rgba(0, 0, 0, 0.35); }
.keepyup-hud .panel { position: absolute; top: 35%; left: 50%;
  transform: translate(-50%, -50%); padding: 20px 32px; border-radius: 16px;
  background: rgba(0, 0, 0, 0.45); font-size: 22px; line-height: 1.5; }
.keepyup-hud .panel strong { display: block; font-size: 34px; }
.keepyup-hud [hidden] { display: none; }
`;

/**
 * Shows the score and the start and game-over messages as HTML laid over
 * the canvas. It only listens to the game's app events, so the game logic
 * does not know that a user interface exists.
 */
export class Hud extends Script {
    static scriptName = 'hud';

    /**
     * Text of the start message.
     *
     * @attribute
     */
    startText = 'Tap the ball to keep it up';

    /**
     * Heading of the game-over panel.
     *
     * @attribute
     */
    overText = 'Game over';

    root = document.createElement('div');

    scoreEl = document.createElement('div');

    panelEl = document.createElement('div');

    initialize() {
        // The overlay is positioned over the canvas' parent element.
        const host = this.app.graphicsDevice.canvas.parentElement ?? document.body;
        if (getComputedStyle(host).position === 'static') {
            host.style.position = 'relative';
        }

        const style = document.createElement('style');
        style.textContent = STYLE;

        this.root.className = 'keepyup-hud';
        this.scoreEl.className = 'score';
        this.panelEl.className = 'panel';
        this.root.append(style, this.scoreEl, this.panelEl);
        host.appendChild(this.root);

        this.app.on('game:ready', this.onReady, this);
        this.app.on('game:start', this.onStart, this);
        this.app.on('game:score', this.onScore, this);
        this.app.on('game:over', this.onOver, this);

        this.on('destroy', () => {
            this.app.off('game:ready', this.onReady, this);
            this.app.off('game:start', this.onStart, this);
            this.app.off('game:score', this.onScore, this);
            this.app.off('game:over', this.onOver, this);
            this.root.remove();
        });

        this.onReady();
    }

    /**
     * @param {string} heading - Large first line.
     * @param {string} [detail] - Optional second line.
     */
    showPanel(heading, detail = '') {
        // textContent keeps any text safe from being read as HTML.
        const strong = document.createElement('strong');
        strong.textContent = heading;
        const line = document.createElement('span');
        line.textContent = detail;
        this.panelEl.replaceChildren(strong, line);
        this.panelEl.hidden = false;
    }

    onReady() {
        this.scoreEl.textContent = '';
        this.showPanel('Keepyup', this.startText);
    }

    onStart() {
        this.panelEl.hidden = true;
        this.scoreEl.textContent = '0';
    }

    /** @param {number} score - The current score. */
    onScore(score) {
        this.scoreEl.textContent = String(score);
    }

    /**
     * @param {number} score - The final score.
     * @param {number} best - The best score so far.
     * @param {boolean} isNewBest - Whether this round set a new best.
     */
    onOver(score, best, isNewBest) {
        const detail = isNewBest ? `New best: ${best}!` : `Score ${score} / Best ${best}`;
        this.showPanel(this.overText, detail);
    }
}
