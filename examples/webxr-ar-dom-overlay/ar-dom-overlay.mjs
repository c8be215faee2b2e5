import { Color, Script, StandardMaterial, XRSPACE_LOCALFLOOR, XRTYPE_AR } from 'playcanvas';

/** Colours offered by the overlay buttons. */
const SWATCHES = {
    Orange: new Color(0.95, 0.5, 0.2),
    Blue: new Color(0.25, 0.6, 0.95),
    Green: new Color(0.4, 0.85, 0.35)
};

/**
 * Starts an AR session with a DOM overlay: ordinary HTML buttons drawn over
 * the camera feed. Attach it to the camera entity. The overlay changes the
 * colour of `target` and ends the session.
 */
export class ArDomOverlay extends Script {
    static scriptName = 'arDomOverlay';

    /**
     * Entity with a render component whose colour the buttons change.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    target = null;

    material = new StandardMaterial();

    initialize() {
        this.material.diffuse = SWATCHES.Orange;
        this.material.update();
        if (this.target?.render) this.target.render.material = this.material;

        // The overlay root: one element that holds all the HTML shown in AR.
        const root = document.createElement('div');
        root.style.cssText = 'position:fixed;inset:0;pointer-events:none;font:16px sans-serif;';
        document.body.appendChild(root);

        const bar = document.createElement('div');
        bar.style.cssText = 'position:absolute;left:0;right:0;bottom:24px;display:flex;gap:8px;justify-content:center;';
        root.appendChild(bar);

        /**
         * @param {string} label - Button text.
         * @param {() => void} onClick - Click handler.
         * @returns {HTMLButtonElement} The button.
         */
        const addButton = (label, onClick) => {
            const button = document.createElement('button');
            button.textContent = label;
            button.style.cssText = 'pointer-events:auto;padding:12px 18px;border:0;border-radius:8px;';
            button.addEventListener('click', onClick);
            // A tap on a button must not also reach the AR scene as a select.
            button.addEventListener('beforexrselect', (event) => event.preventDefault());
            bar.appendChild(button);
            return button;
        };

        const startButton = addButton('Start AR', () => this.startAr());
        /** @type {HTMLButtonElement[]} */
        const sessionButtons = [];
        for (const [name, color] of Object.entries(SWATCHES)) {
            sessionButtons.push(addButton(name, () => this.setColor(color)));
        }
        sessionButtons.push(addButton('Exit', () => this.entity.camera?.endXr()));

        const xr = this.app.xr;

        /** Shows the start button outside a session and the rest inside one. */
        const refresh = () => {
            const inSession = !!xr?.active;
            startButton.style.display = inSession ? 'none' : '';
            startButton.disabled = !xr?.isAvailable(XRTYPE_AR);
            startButton.textContent = startButton.disabled ? 'AR not available' : 'Start AR';
            for (const button of sessionButtons) button.style.display = inSession ? '' : 'none';
        };
        refresh();

        if (!xr?.supported) {
            startButton.textContent = 'WebXR not supported';
            return;
        }

        // The root must be set before the session starts.
        xr.domOverlay.root = root;

        xr.on(`available:${XRTYPE_AR}`, refresh);
        xr.on('start', refresh);
        xr.on('end', refresh);
        this.on('destroy', () => {
            xr.off(`available:${XRTYPE_AR}`, refresh);
            xr.off('start', refresh);
            xr.off('end', refresh);
            root.remove();
        });
    }

    startAr() {
        const camera = this.entity.camera;
        if (!camera || !this.app.xr?.isAvailable(XRTYPE_AR)) return;
        camera.startXr(XRTYPE_AR, XRSPACE_LOCALFLOOR, {
            callback: (err) => {
                if (err) console.error(`AR session failed to start: ${err.message}`);
                else if (!this.app.xr?.domOverlay.available) console.warn('AR started without DOM overlay');
            }
        });
    }

    /** @param {Color} color - The new colour of the target. */
    setColor(color) {
        this.material.diffuse = color;
        this.material.update();
    }
}
