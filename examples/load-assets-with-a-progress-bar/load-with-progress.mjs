import { AssetListLoader } from 'playcanvas';

/**
 * Loads a list of assets and reports how far the loading has got, from 0 to 1.
 * Each asset counts for an equal share. Its share fills with the bytes its
 * download reports, and is complete when the asset has loaded.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 * @param {import('playcanvas').Asset[]} assets - Assets in the registry, not loaded yet.
 * @param {(fraction: number, loadedCount: number) => void} onProgress - Called on every change.
 * @returns {Promise<void>} Resolves when every asset has loaded.
 */
export function loadWithProgress(app, assets, onProgress) {
    /** @type {Map<import('playcanvas').Asset, number>} */
    const shares = new Map(assets.map((asset) => [asset, 0]));
    let loadedCount = 0;
    const report = () => {
        let sum = 0;
        for (const share of shares.values()) sum += share;
        onProgress(assets.length ? sum / assets.length : 1, loadedCount);
    };

    /**
     * @param {import('playcanvas').Asset} asset - The asset being downloaded.
     * @param {number} received - Bytes received so far.
     * @param {number} total - Bytes expected (the engine fires only when the browser knows it).
     */
    const onBytes = (asset, received, total) => {
        // The last bytes event can come after the asset has loaded: never take a full share back.
        if (shares.get(asset) === 1) return;
        // Keep a little back: the file still has to be parsed after it has arrived.
        if (total > 0) shares.set(asset, Math.min(received / total, 0.9));
        report();
    };
    /** @type {Array<() => void>} */
    const cleanups = [];
    for (const asset of assets) {
        const handler = (/** @type {number} */ received, /** @type {number} */ total) => onBytes(asset, received, total);
        asset.on('progress', handler);
        cleanups.push(() => asset.off('progress', handler));
    }

    return new Promise((resolve, reject) => {
        const loader = new AssetListLoader(assets, app.assets);
        loader.on('progress', (/** @type {import('playcanvas').Asset} */ asset) => {
            loadedCount++;
            shares.set(asset, 1);
            report();
        });
        loader.load((err, failed) => {
            cleanups.forEach((cleanup) => cleanup());
            loader.destroy();
            if (err) {
                reject(new Error(`${err}: ${failed.map((/** @type {import('playcanvas').Asset} */ a) => a.name).join(', ')}`));
            } else {
                resolve();
            }
        });
        report();
    });
}
