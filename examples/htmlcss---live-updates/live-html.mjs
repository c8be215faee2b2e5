import { Script } from 'playcanvas';

/** @import { Asset } from 'playcanvas' */

/**
 * Fills `{{name}}` placeholders with values, escaping HTML special characters.
 *
 * @param {string} template - HTML with placeholders.
 * @param {Record<string, string | number>} values - Values by placeholder name.
 * @returns {string} The filled HTML.
 */
export function fillTemplate(template, values) {
    return template.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key] ?? '')
        .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
}

/**
 * Shows an HTML asset styled by a CSS asset over the canvas, and renders it
 * again whenever either asset changes or the data it shows changes.
 */
export class LiveHtml extends Script {
    static scriptName = 'liveHtml';

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

    /** @type {Record<string, string | number>} */
    values = {};

    /** How many times the HTML has been rebuilt. */
    renders = 0;

    initialize() {
        this.style = document.createElement('style');
        document.head.appendChild(this.style);
        this.root = document.createElement('div');
        const container = this.app.graphicsDevice.canvas.parentElement ?? document.body;
        if (getComputedStyle(container).position === 'static') container.style.position = 'relative';
        container.appendChild(this.root);

        // One listener for every button the template may contain.
        this.root.addEventListener('click', (event) => {
            const target = /** @type {HTMLElement} */ (event.target);
            const action = target.closest('[data-action]')?.getAttribute('data-action');
            if (action) this.app.fire(`ui:${action}`);
        });

        // An asset fires 'change' with 'resource' when its content is replaced:
        // after a reload in the Editor's Launch page, or when code sets it.
        this.css?.on('change', this.onAssetChange, this);
        this.html?.on('change', this.onAssetChange, this);

        this.applyCss();
        this.render();

        this.once('destroy', () => {
            this.css?.off('change', this.onAssetChange, this);
            this.html?.off('change', this.onAssetChange, this);
            this.root?.remove();
            this.style?.remove();
        });
    }

    /**
     * @param {Asset} asset - The asset that changed.
     * @param {string} property - Which property changed.
     */
    onAssetChange(asset, property) {
        if (property !== 'resource') return;
        if (asset === this.css) this.applyCss();
        else this.render();
    }

    applyCss() {
        if (this.style) this.style.textContent = String(this.css?.resource ?? '');
    }

    /** @param {Record<string, string | number>} values - New values for the placeholders. */
    setValues(values) {
        Object.assign(this.values, values);
        this.render();
    }

    render() {
        if (!this.root) return;
        this.root.innerHTML = fillTemplate(String(this.html?.resource ?? ''), this.values);
        this.renders++;
    }
}
