import { EVENT_KEYDOWN, EVENT_MOUSEDOWN, EVENT_TOUCHSTART, KEY_SPACE, Script } from 'playcanvas';

/**
 * Loads a container asset when the user asks for it and unloads it on the
 * next request. While the model is not there, a placeholder stands in.
 * Reports what it is doing with the app event `toyloader:status`.
 */
export class ToyLoader extends Script {
    static scriptName = 'toyLoader';

    /**
     * The model to load on demand. Its Preload option is off.
     *
     * @attribute
     * @type {import('playcanvas').Asset | null}
     * @resource container
     */
    toy = null;

    /**
     * Shown while the model is not loaded.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    placeholder = null;

    /** @type {import('playcanvas').Entity | null} */
    instance = null;

    initialize() {
        this.app.mouse?.on(EVENT_MOUSEDOWN, this.toggle, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.toggle, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.toggle, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.toggle, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
        });
        this.report('Click to load the toy');
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE) this.toggle();
    }

    toggle() {
        const asset = this.toy;
        // Ignore clicks while a download is under way.
        if (!asset || asset.loading) return;
        if (this.instance) {
            this.unloadToy();
        } else {
            this.loadToy();
        }
    }

    loadToy() {
        const asset = /** @type {import('playcanvas').Asset} */ (this.toy);
        const started = performance.now();
        this.report(`Loading ${asset.getFileUrl()} ...`);

        // Listen for both outcomes; whichever comes first removes the other listener.
        const onLoad = () => {
            asset.off('error', onError);
            this.showToy(/** @type {import('playcanvas').ContainerResource} */ (asset.resource));
            const ms = Math.round(performance.now() - started);
            this.report(`Loaded in ${ms} ms. Click to unload`);
        };
        const onError = (/** @type {string} */ err) => {
            asset.off('load', onLoad);
            this.report(`Could not load the toy: ${err}`);
            // A failed asset counts as loaded; unload() resets it so a retry downloads again.
            asset.unload();
        };
        asset.once('load', onLoad);
        asset.once('error', onError);
        this.app.assets.load(asset);
    }

    /** @param {import('playcanvas').ContainerResource} container - The loaded GLB. */
    showToy(container) {
        const instance = container.instantiateRenderEntity();
        instance.setLocalPosition(0, 0.5, 0);
        this.entity.addChild(instance);
        this.instance = instance;
        if (this.placeholder) this.placeholder.enabled = false;
    }

    unloadToy() {
        // Remove what uses the resource first, then free it.
        this.instance?.destroy();
        this.instance = null;
        this.toy?.unload();
        if (this.placeholder) this.placeholder.enabled = true;
        this.report('Unloaded. Click to load again');
    }

    /** @param {string} text - Status text for the page. */
    report(text) {
        this.app.fire('toyloader:status', text);
    }

    update(dt) {
        this.instance?.rotate(0, 30 * dt, 0);
    }
}
