/**
 * Loads a .glb file as a container asset.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 * @param {string} url - Where the file is.
 * @returns {Promise<import('playcanvas').Asset>} The loaded container asset.
 */
export function loadGlb(app, url) {
    return new Promise((resolve, reject) => {
        app.assets.loadFromUrl(url, 'container', (err, asset) => {
            if (err || !asset) {
                reject(new Error(`Could not load ${url}: ${err}`));
            } else {
                resolve(asset);
            }
        });
    });
}
