import { Asset, AssetRegistry, Script } from 'playcanvas';

/**
 * Replaces url("asset:NAME") in CSS text with the URL of the asset named NAME,
 * so that images keep working wherever the app is hosted.
 * @param {string} css - The CSS text.
 * @param {AssetRegistry} assets - The registry to look names up in.
 * @returns {string} The CSS with resolved URLs.
 */
export function resolveAssetUrls(css, assets) {
    return css.replace(/url\(["']?asset:([^"')]+)["']?\)/g, (match, name) => {
        const url = assets.find(name)?.getFileUrl();
        return url ? `url("${url}")` : match;
    });
}

// Adds the text of a CSS asset to the page while the script exists
export class PageStyle extends Script {
    static scriptName = 'pageStyle';

    /**
     * @attribute
     * @type {Asset|null}
     * @resource css
     */
    css = null;

    initialize() {
        const css = this.css;
        if (!css) return;

        const style = document.createElement('style');
        document.head.appendChild(style);

        const apply = () => {
            if (typeof css.resource === 'string') {
                style.textContent = resolveAssetUrls(css.resource, this.app.assets);
            }
        };
        // 'load' fires again whenever the asset is reloaded
        css.on('load', apply);
        if (css.loaded) apply();
        else this.app.assets.load(css);

        this.once('destroy', () => {
            css.off('load', apply);
            style.remove();
        });
    }
}
