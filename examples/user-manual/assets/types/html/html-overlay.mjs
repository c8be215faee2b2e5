import { Asset, Script } from 'playcanvas';

export class HtmlOverlay extends Script {
    static scriptName = 'htmlOverlay';

    /**
     * @attribute
     * @type {Asset|null}
     * @resource html
     */
    html = null;

    /**
     * @attribute
     * @type {Asset|null}
     * @resource css
     */
    css = null;

    /** @type {HTMLDivElement|null} */
    root = null;

    /** @type {HTMLStyleElement|null} */
    style = null;

    initialize() {
        this.root = document.createElement('div');
        this.root.className = 'html-overlay';
        document.body.appendChild(this.root);

        this.style = document.createElement('style');
        document.head.appendChild(this.style);

        // 'load' fires again when the file is edited while the Launch page is open
        for (const asset of [this.html, this.css]) {
            if (!asset) continue;
            asset.on('load', this.apply, this);
            this.app.assets.load(asset);
        }
        this.apply();

        this.once('destroy', () => {
            this.html?.off('load', this.apply, this);
            this.css?.off('load', this.apply, this);
            this.root?.remove();
            this.style?.remove();
        });
    }

    apply() {
        if (this.root && this.html?.loaded) {
            this.root.innerHTML = String(this.html.resource);
        }
        if (this.style && this.css?.loaded) {
            this.style.textContent = String(this.css.resource);
        }
    }
}
