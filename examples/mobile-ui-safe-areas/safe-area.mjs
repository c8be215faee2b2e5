import { Script, Vec4 } from 'playcanvas';

/** @typedef {{ left: number, bottom: number, right: number, top: number }} Insets */

/**
 * Reads the safe-area insets the browser gives CSS, in CSS pixels.
 *
 * @returns {Insets} The insets; all 0 without viewport-fit=cover or a notch.
 */
export function readInsets() {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:fixed;visibility:hidden;' +
        'padding-left:env(safe-area-inset-left);padding-bottom:env(safe-area-inset-bottom);' +
        'padding-right:env(safe-area-inset-right);padding-top:env(safe-area-inset-top)';
    document.body.appendChild(probe);
    const style = getComputedStyle(probe);
    const insets = {
        left: parseFloat(style.paddingLeft) || 0,
        bottom: parseFloat(style.paddingBottom) || 0,
        right: parseFloat(style.paddingRight) || 0,
        top: parseFloat(style.paddingTop) || 0
    };
    probe.remove();
    return insets;
}

/**
 * Put on an element stretched over the whole screen: sets its margins to the
 * device's safe-area insets, so the children anchored to it stay visible.
 */
export class SafeArea extends Script {
    static scriptName = 'safeArea';

    /**
     * Extra room kept inside the safe area, in screen units.
     *
     * @attribute
     */
    padding = 16;

    /**
     * Insets to use instead of the device's (for trying the layout on a desktop).
     *
     * @type {Insets|null}
     */
    simulated = null;

    /** Whether simulated insets are in use instead of the device's. */
    get simulating() {
        return this.simulated !== null;
    }

    initialize() {
        const device = this.app.graphicsDevice;
        const apply = () => this.apply();
        device.on('resizecanvas', apply);
        this.once('destroy', () => device.off('resizecanvas', apply));
        this.apply();
    }

    /** @param {Insets|null} insets - Insets to simulate, or null for the device's own. */
    simulate(insets) {
        this.simulated = insets;
        this.apply();
    }

    apply() {
        const element = this.entity.element;
        const screen = element?.screen?.screen;
        const device = this.app.graphicsDevice;
        const cssWidth = device.canvas.clientWidth;
        if (!element || !screen || !cssWidth) return;

        const insets = this.simulated ?? readInsets();
        // CSS pixels -> canvas pixels -> screen units.
        const unitsPerCssPixel = device.width / cssWidth / screen.scale;
        const p = this.padding;
        element.margin = new Vec4(
            insets.left * unitsPerCssPixel + p,
            insets.bottom * unitsPerCssPixel + p,
            insets.right * unitsPerCssPixel + p,
            insets.top * unitsPerCssPixel + p
        );
    }
}
