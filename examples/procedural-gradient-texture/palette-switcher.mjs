import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script } from 'playcanvas';
import { fillGradient } from './gradient.mjs';

/** @typedef {import('./gradient.mjs').ColorStop} ColorStop */

/**
 * Three palettes, each with a sky (top to bottom) and a ground glow (centre
 * to edge).
 *
 * @type {{ sky: ColorStop[], ground: ColorStop[] }[]}
 */
export const PALETTES = [
    {
        // Sunset
        sky: [
            { at: 0, rgb: [40, 40, 110] },
            { at: 0.55, rgb: [230, 110, 90] },
            { at: 1, rgb: [255, 200, 110] }
        ],
        ground: [
            { at: 0, rgb: [255, 190, 120] },
            { at: 1, rgb: [60, 40, 50] }
        ]
    },
    {
        // Night
        sky: [
            { at: 0, rgb: [5, 8, 25] },
            { at: 0.7, rgb: [20, 40, 90] },
            { at: 1, rgb: [70, 110, 160] }
        ],
        ground: [
            { at: 0, rgb: [90, 130, 170] },
            { at: 1, rgb: [10, 15, 30] }
        ]
    },
    {
        // Midday
        sky: [
            { at: 0, rgb: [40, 110, 220] },
            { at: 1, rgb: [190, 225, 255] }
        ],
        ground: [
            { at: 0, rgb: [150, 200, 110] },
            { at: 0.6, rgb: [90, 150, 70] },
            { at: 1, rgb: [50, 90, 45] }
        ]
    }
];

/**
 * Repaints the sky and ground textures with the next palette on a click,
 * tap or Space. The textures stay the same objects; only their pixels change.
 */
export class PaletteSwitcher extends Script {
    static scriptName = 'paletteSwitcher';

    /** @type {import('playcanvas').Texture | null} */
    sky = null;

    /** @type {import('playcanvas').Texture | null} */
    ground = null;

    index = 0;

    initialize() {
        this.app.mouse?.on(EVENT_MOUSEDOWN, this.next, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.next, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.next, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.next, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE) this.next();
    }

    next() {
        this.index = (this.index + 1) % PALETTES.length;
        const palette = PALETTES[this.index];
        if (this.sky) fillGradient(this.sky, palette.sky, 'linear');
        if (this.ground) fillGradient(this.ground, palette.ground, 'radial');
    }
}
