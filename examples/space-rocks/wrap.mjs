import { Script } from 'playcanvas';

/** @import { AppBase } from 'playcanvas' */

/**
 * The visible play area. halfHeight must equal the camera's orthoHeight;
 * the width follows from the canvas' aspect ratio.
 */
export const VIEW = { halfHeight: 10 };

/**
 * @param {AppBase} app - The application.
 * @returns {number} Half the visible width in world units.
 */
export function viewHalfWidth(app) {
    const { width, height } = app.graphicsDevice;
    return VIEW.halfHeight * (width / Math.max(1, height));
}

/**
 * Wraps the entity around the edges of the screen: whatever leaves on one
 * side comes back on the opposite side. The margin lets an object leave the
 * screen completely before it jumps, so the jump is not visible.
 */
export class ScreenWrap extends Script {
    static scriptName = 'screenWrap';

    /**
     * How far past the edge the entity may go, usually its radius.
     *
     * @attribute
     */
    margin = 1;

    update() {
        const p = this.entity.getPosition();
        const halfW = viewHalfWidth(this.app) + this.margin;
        const halfH = VIEW.halfHeight + this.margin;

        let x = p.x;
        let y = p.y;
        if (x > halfW) x -= halfW * 2;
        else if (x < -halfW) x += halfW * 2;
        if (y > halfH) y -= halfH * 2;
        else if (y < -halfH) y += halfH * 2;

        if (x !== p.x || y !== p.y) this.entity.setPosition(x, y, p.z);
    }
}
