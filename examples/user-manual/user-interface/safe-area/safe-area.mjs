import { Script, Vec4 } from 'playcanvas';

/**
 * Reads the browser's safe-area insets in CSS pixels. They are only non-zero when the page's
 * viewport meta tag contains viewport-fit=cover and the device has a notch or rounded corners.
 * @returns {{ left: number, bottom: number, right: number, top: number }} Insets in CSS pixels.
 */
export function readSafeAreaInsets() {
    const probe = document.createElement('div');
    probe.style.cssText = 'position:fixed;visibility:hidden;pointer-events:none;' +
        'padding:env(safe-area-inset-top) env(safe-area-inset-right) ' +
        'env(safe-area-inset-bottom) env(safe-area-inset-left)';
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
 * Converts insets in CSS pixels to margins in screen units.
 * @param {{ left: number, bottom: number, right: number, top: number }} insets - CSS pixels.
 * @param {number} unitsPerCssPixel - Screen units per CSS pixel.
 * @returns {Vec4} Margins: left, bottom, right, top.
 */
export function safeAreaMargins(insets, unitsPerCssPixel) {
    return new Vec4(insets.left, insets.bottom, insets.right, insets.top).mulScalar(unitsPerCssPixel);
}

/** Keeps a stretched group element inside the safe area of the device. */
export class SafeArea extends Script {
    static scriptName = 'safeArea';

    /**
     * Extra space kept free inside the safe area, in screen units.
     * @attribute
     */
    padding = 0;

    initialize() {
        const device = this.app.graphicsDevice;
        const update = () => this.apply(readSafeAreaInsets());
        update();
        device.on('resizecanvas', update);
        this.once('destroy', () => device.off('resizecanvas', update));
    }

    /** @param {{ left: number, bottom: number, right: number, top: number }} insets - CSS pixels. */
    apply(insets) {
        const element = this.entity.element;
        const screen = element?.screen?.screen;
        const canvas = this.app.graphicsDevice.canvas;
        if (!element || !screen || !canvas.clientWidth) return;

        // CSS pixels -> canvas pixels -> screen units
        const pixelsPerCssPixel = this.app.graphicsDevice.width / canvas.clientWidth;
        const margins = safeAreaMargins(insets, pixelsPerCssPixel / screen.scale);
        margins.add(new Vec4(this.padding, this.padding, this.padding, this.padding));
        element.margin = margins;
    }
}
