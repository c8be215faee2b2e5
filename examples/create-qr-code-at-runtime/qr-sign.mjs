import QRCode from 'qrcode';
import {
    ADDRESS_CLAMP_TO_EDGE,
    Color,
    FILTER_NEAREST,
    PIXELFORMAT_RGBA8,
    Script,
    StandardMaterial,
    Texture
} from 'playcanvas';

/**
 * Draws a QR code of a text into a canvas and shows it as a texture on its entity's Render
 * component. `next()` encodes the next text of the list.
 */
export class QrSign extends Script {
    static scriptName = 'qrSign';

    /**
     * Texts to encode, in order.
     *
     * @attribute
     * @type {string[]}
     */
    texts = ['https://playcanvas.com/'];

    /**
     * Size of the texture in pixels.
     *
     * @attribute
     */
    size = 256;

    /** The text the code shows now. */
    text = '';

    index = -1;

    canvas = document.createElement('canvas');

    /** @type {Texture | null} */
    texture = null;

    initialize() {
        // Nearest filtering keeps the modules' edges sharp; no mipmaps, the canvas changes.
        this.texture = new Texture(this.app.graphicsDevice, {
            name: 'qr-code',
            width: this.size,
            height: this.size,
            format: PIXELFORMAT_RGBA8,
            mipmaps: false,
            minFilter: FILTER_NEAREST,
            magFilter: FILTER_NEAREST,
            addressU: ADDRESS_CLAMP_TO_EDGE,
            addressV: ADDRESS_CLAMP_TO_EDGE
        });

        // Emissive, not diffuse: the code keeps full contrast whatever the lighting.
        const material = new StandardMaterial();
        material.diffuse = new Color(0, 0, 0);
        material.emissive = new Color(1, 1, 1);
        material.emissiveMap = this.texture;
        material.update();
        if (this.entity.render) this.entity.render.material = material;

        this.on('destroy', () => {
            material.destroy();
            this.texture?.destroy();
        });
        this.next();
    }

    /** Encodes the next text of the list. */
    async next() {
        if (this.texts.length === 0) return;
        this.index = (this.index + 1) % this.texts.length;
        const text = this.texts[this.index] ?? '';
        // Draws into our canvas and sizes it: `width` wins over `scale` when it is large enough.
        await QRCode.toCanvas(this.canvas, text, { width: this.size, margin: 4, errorCorrectionLevel: 'M' });
        this.texture?.setSource(this.canvas);
        this.text = text;
        this.fire('change', text);
    }
}
