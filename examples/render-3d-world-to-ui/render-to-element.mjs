import {
    ADDRESS_CLAMP_TO_EDGE,
    FILTER_LINEAR,
    PIXELFORMAT_SRGBA8,
    RenderTarget,
    Script,
    Texture
} from 'playcanvas';

/**
 * Makes the camera on this entity render into a texture instead of the
 * canvas, and shows that texture in an image element.
 */
export class RenderToElement extends Script {
    static scriptName = 'renderToElement';

    /**
     * Entity with an image element that displays the camera's picture.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    target = null;

    /**
     * Texture width in pixels.
     *
     * @attribute
     */
    width = 512;

    /**
     * Texture height in pixels.
     *
     * @attribute
     */
    height = 512;

    initialize() {
        const camera = this.entity.camera;
        const element = this.target?.element;
        if (!camera || !element) {
            console.warn('renderToElement: needs a camera and a target with an image element');
            return;
        }

        // The texture the camera draws into; sRGB so colours match the canvas.
        const texture = new Texture(this.app.graphicsDevice, {
            name: 'preview-texture',
            width: this.width,
            height: this.height,
            format: PIXELFORMAT_SRGBA8,
            mipmaps: false,
            minFilter: FILTER_LINEAR,
            magFilter: FILTER_LINEAR,
            addressU: ADDRESS_CLAMP_TO_EDGE,
            addressV: ADDRESS_CLAMP_TO_EDGE
        });
        const renderTarget = new RenderTarget({ name: 'preview-target', colorBuffer: texture, depth: true });

        camera.renderTarget = renderTarget;
        camera.aspectRatio = this.width / this.height;
        element.texture = texture;

        this.on('destroy', () => {
            // Stop using the target before freeing its GPU memory.
            camera.enabled = false;
            element.enabled = false;
            renderTarget.destroy();
            texture.destroy();
        });
    }
}
