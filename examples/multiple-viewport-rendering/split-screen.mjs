import { EVENT_KEYDOWN, EVENT_TOUCHSTART, KEY_V, Script, Vec4 } from 'playcanvas';

/** Viewport rectangles (x, y, width, height; 0 to 1, origin bottom left). */
const QUAD_RECTS = [
    new Vec4(0, 0.5, 0.5, 0.5), // top left
    new Vec4(0.5, 0.5, 0.5, 0.5), // top right
    new Vec4(0, 0, 0.5, 0.5), // bottom left
    new Vec4(0.5, 0, 0.5, 0.5) // bottom right
];
const FULL_RECT = new Vec4(0, 0, 1, 1);

/**
 * Lays out several cameras on one canvas. Press V (or tap) to switch
 * between a 2x2 split and the first camera alone.
 */
export class SplitScreen extends Script {
    static scriptName = 'splitScreen';

    /**
     * Camera entities, in the order top left, top right, bottom left, bottom right.
     *
     * @attribute
     * @type {import('playcanvas').Entity[]}
     */
    cameras = [];

    split = true;

    initialize() {
        this.applyLayout();

        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.toggle, this);
        this.on('destroy', () => {
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.toggle, this);
        });
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_V) this.toggle();
    }

    toggle() {
        this.split = !this.split;
        this.applyLayout();
    }

    applyLayout() {
        this.cameras.forEach((cameraEntity, index) => {
            const camera = cameraEntity.camera;
            if (!camera) return;
            if (this.split) {
                cameraEntity.enabled = index < QUAD_RECTS.length;
                camera.rect = QUAD_RECTS[index] ?? FULL_RECT;
            } else {
                // Only the first camera stays on, and it fills the canvas.
                cameraEntity.enabled = index === 0;
                camera.rect = FULL_RECT;
            }
        });
    }
}
