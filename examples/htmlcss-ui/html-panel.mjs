import { Color, Script, StandardMaterial } from 'playcanvas';

/** @import { Entity } from 'playcanvas' */

/** Swatches the panel offers, by button label. */
const SWATCHES = {
    Orange: new Color(0.95, 0.5, 0.15),
    Green: new Color(0.3, 0.75, 0.4),
    Blue: new Color(0.25, 0.45, 0.95)
};

/** The panel's look. Class names start with `hp-` so they cannot clash with the page's. */
const CSS = `
.hp-panel {
    position: absolute; top: 16px; left: 16px; width: 220px; padding: 14px 16px;
    border-radius: 12px; background: rgba(20, 24, 32, 0.8); color: #f2f2f2;
    font: 15px system-ui, sans-serif; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.35);
}
.hp-panel h2 { margin: 0 0 10px; font-size: 18px; }
.hp-row { display: flex; gap: 6px; margin-bottom: 12px; }
.hp-row button {
    flex: 1; padding: 6px 0; border: 2px solid transparent; border-radius: 6px;
    color: #fff; font: inherit; cursor: pointer;
}
.hp-row button.hp-selected { border-color: #fff; }
.hp-panel label { display: block; margin-bottom: 4px; }
.hp-panel input { width: 100%; }
`;

/** The panel's structure. The script finds its parts by their data-role. */
const HTML = `
<h2>Cube settings</h2>
<div class="hp-row" data-role="swatches"></div>
<label>Spin speed: <span data-role="speed-value"></span>°/s</label>
<input data-role="speed" type="range" min="0" max="360" step="10">
`;

/**
 * Builds an HTML panel over the canvas that changes the target entity's
 * colour and spin speed, and removes the panel again when destroyed.
 */
export class HtmlPanel extends Script {
    static scriptName = 'htmlPanel';

    /**
     * The entity whose colour and spin the panel controls.
     *
     * @attribute
     * @type {Entity|null}
     */
    target = null;

    /**
     * Spin speed in degrees per second.
     *
     * @attribute
     */
    speed = 90;

    material = new StandardMaterial();

    /** Label of the swatch in use. */
    colorName = '';

    initialize() {
        // CSS goes into a <style> element of its own.
        const style = document.createElement('style');
        style.textContent = CSS;
        document.head.appendChild(style);

        const panel = document.createElement('div');
        panel.className = 'hp-panel';
        panel.innerHTML = HTML;
        // The canvas's parent is the box the panel is positioned in.
        const container = this.app.graphicsDevice.canvas.parentElement ?? document.body;
        if (getComputedStyle(container).position === 'static') container.style.position = 'relative';
        container.appendChild(panel);

        const swatches = /** @type {HTMLElement} */ (panel.querySelector('[data-role="swatches"]'));
        for (const [label, color] of Object.entries(SWATCHES)) {
            const button = document.createElement('button');
            button.textContent = label;
            button.style.background = color.toString(false);
            button.addEventListener('click', () => this.setColor(label));
            swatches.appendChild(button);
        }

        const slider = /** @type {HTMLInputElement} */ (panel.querySelector('[data-role="speed"]'));
        const speedValue = /** @type {HTMLElement} */ (panel.querySelector('[data-role="speed-value"]'));
        slider.value = String(this.speed);
        speedValue.textContent = String(this.speed);
        slider.addEventListener('input', () => {
            this.speed = Number(slider.value);
            speedValue.textContent = slider.value;
        });

        this.panel = panel;
        this.target?.render?.meshInstances.forEach((mi) => { mi.material = this.material; });
        this.setColor('Orange');

        // The DOM is not part of the scene: remove it with the script.
        this.once('destroy', () => {
            panel.remove();
            style.remove();
        });
    }

    /** @param {string} label - Label of the swatch to apply. */
    setColor(label) {
        this.colorName = label;
        this.material.diffuse.copy(SWATCHES[/** @type {keyof SWATCHES} */ (label)]);
        this.material.update();
        for (const button of this.panel?.querySelectorAll('.hp-row button') ?? []) {
            button.classList.toggle('hp-selected', button.textContent === label);
        }
    }

    /** @param {number} dt - Time since the last frame in seconds. */
    update(dt) {
        this.target?.rotate(0, this.speed * dt, 0);
    }
}
