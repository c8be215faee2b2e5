import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script, StandardMaterial, Texture } from 'playcanvas';

/**
 * Puts the next texture of a list into the diffuse map of this entity's
 * material on a click, a tap or Space.
 */
export class TextureSwitcher extends Script {
    static scriptName = 'textureSwitcher';

    /**
     * Texture assets to cycle through, in order.
     *
     * @attribute
     * @type {import('playcanvas').Asset[]}
     * @resource texture
     */
    textures = [];

    /** Which texture of the list is on. */
    index = 0;

    /** @type {StandardMaterial | null} */
    material = null;

    initialize() {
        const material = this.entity.render?.meshInstances[0]?.material;
        if (material instanceof StandardMaterial) this.material = material;
        this.apply();

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
        if (this.textures.length < 2) return;
        this.index = (this.index + 1) % this.textures.length;
        this.apply();
    }

    apply() {
        const texture = this.textures[this.index]?.resource;
        if (!this.material || !(texture instanceof Texture)) return;
        this.material.diffuseMap = texture;
        // Without update(), WebGL keeps drawing with the previous texture.
        this.material.update();
        this.fire('switch', texture);
    }
}
