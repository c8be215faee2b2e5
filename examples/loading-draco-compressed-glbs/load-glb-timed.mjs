import { Asset } from 'playcanvas';

/**
 * @typedef {object} TimedLoad
 * @property {Asset} asset - The loaded container asset.
 * @property {number} bytes - Size of the file.
 * @property {number} downloadMs - Time to download it.
 * @property {number} parseMs - Time from handing the bytes to the engine to the `load` event
 * (parsing, and for Draco meshes decoding in the worker).
 */

/**
 * Downloads a .glb file, then loads it as a container asset from the downloaded bytes, timing
 * the two parts separately.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 * @param {string} url - Where the file is.
 * @returns {Promise<TimedLoad>} The asset and its measurements.
 */
export async function loadGlbTimed(app, url) {
    const start = performance.now();
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
    const contents = await response.arrayBuffer();
    const downloaded = performance.now();

    // With `contents` in its file, the asset is parsed from these bytes instead of fetched again.
    const filename = url.slice(url.lastIndexOf('/') + 1);
    const asset = new Asset(filename, 'container', { url, filename, contents });
    await new Promise((resolve, reject) => {
        asset.once('load', resolve);
        asset.once('error', (/** @type {string} */ err) => reject(new Error(`Could not parse ${url}: ${err}`)));
        app.assets.add(asset);
        app.assets.load(asset);
    });
    return {
        asset,
        bytes: contents.byteLength,
        downloadMs: downloaded - start,
        parseMs: performance.now() - downloaded
    };
}
