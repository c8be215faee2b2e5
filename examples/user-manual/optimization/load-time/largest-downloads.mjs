import { Asset } from 'playcanvas';

/**
 * @param {Asset} asset - An asset.
 * @returns {number} The size of its file in bytes, 0 when it has none.
 */
const fileSize = (asset) => /** @type {{ size?: number } | null} */ (asset.file)?.size ?? 0;

/**
 * Describes the assets with the largest files first, one line each.
 * @param {Asset[]} assets - For example app.assets.list({ preload: true }).
 * @param {number} [count] - How many lines to return.
 * @returns {string[]} Lines such as "2.00 MB texture hero.png".
 */
function largestDownloads(assets, count = 10) {
    return assets
        .filter((asset) => fileSize(asset) > 0)
        .sort((a, b) => fileSize(b) - fileSize(a))
        .slice(0, count)
        .map((asset) => `${(fileSize(asset) / 1048576).toFixed(2)} MB ${asset.type} ${asset.name}`);
}

// Stand-ins for what app.assets.list({ preload: true }) returns in a project
const assets = [
    new Asset('intro-music.mp3', 'audio', { url: 'files/intro-music.mp3', size: 3670016 }),
    new Asset('player.js', 'script', { url: 'files/player.js', size: 12288 }),
    new Asset('hero.png', 'texture', { url: 'files/hero.png', size: 2097152 })
];

const lines = largestDownloads(assets);
console.log(lines[0]); // → 3.50 MB audio intro-music.mp3
console.log(lines[1]); // → 2.00 MB texture hero.png
console.log(lines.length); // → 3
