import { EVENT_MOUSEDOWN, Script, StandardMaterial } from 'playcanvas';

/** @import { Asset } from 'playcanvas' */

/**
 * Finds texture assets by tag in the asset registry and shows them one
 * after another on the entity. Textures that are not loaded yet are loaded
 * on demand the first time they are needed. The spin speed comes from a
 * JSON asset looked up by name.
 */
export class TextureCycler extends Script {
    static scriptName = 'textureCycler';

    /**
     * Tag that marks the textures to cycle through.
     *
     * @attribute
     */
    tag = 'skin';

    /**
     * Name of the JSON asset with the settings.
     *
     * @attribute
     */
    configName = 'cycler-config';

    /** @type {Asset[]} */
    textures = [];

    index = -1;

    spinSpeed = 0;

    material = new StandardMaterial();

    initialize() {
        if (this.entity.render) this.entity.render.material = this.material;

        // Look assets up by tag (returns every match) and by name and type.
        this.textures = this.app.assets.findByTag(this.tag);
        const config = this.app.assets.find(this.configName, 'json');
        if (config) {
            // ready() runs now if the asset is loaded, otherwise after it loads.
            config.ready((asset) => {
                const data = /** @type {{ spinSpeed?: number }} */ (asset.resource);
                this.spinSpeed = data.spinSpeed ?? 0;
            });
            this.app.assets.load(config);
        }

        this.showNext();

        const mouse = this.app.mouse;
        if (mouse) {
            mouse.on(EVENT_MOUSEDOWN, this.showNext, this);
            this.on('destroy', () => mouse.off(EVENT_MOUSEDOWN, this.showNext, this));
        }
    }

    showNext() {
        if (this.textures.length === 0) return;
        this.index = (this.index + 1) % this.textures.length;
        const asset = this.textures[this.index];
        const wanted = this.index;

        asset.ready(() => {
            // A slow load may finish after the user has clicked on.
            if (wanted !== this.index) return;
            this.material.diffuseMap = /** @type {import('playcanvas').Texture} */ (asset.resource);
            this.material.update();
        });
        // Does nothing if the asset is already loaded or loading.
        this.app.assets.load(asset);
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.entity.rotate(0, this.spinSpeed * dt, 0);
    }
}
