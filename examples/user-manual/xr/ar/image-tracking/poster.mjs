import { Entity } from 'playcanvas';

const xr = app.xr;
if (!xr) throw new Error('This application was created without an XrManager');

// The content shown on the poster; hidden while the poster is not tracked
const content = new Entity('poster content');
content.addComponent('render', { type: 'box' });
content.setLocalScale(0.1, 0.1, 0.1);
content.enabled = false;
app.root.addChild(content);

/**
 * Registers an image before the session starts. In a browser the image comes from an
 * <img>, a canvas or a fetched Blob.
 *
 * @param {Blob} image - The picture to look for.
 * @param {number} widthInMetres - Its printed width.
 * @returns {boolean} Whether the image was registered.
 */
const trackPoster = (image, widthInMetres) => {
    const tracked = xr.imageTracking.add(image, widthInMetres);
    if (!tracked) return false;
    tracked.on('tracked', () => {
        content.enabled = true;
    });
    tracked.on('untracked', () => {
        content.enabled = false;
    });
    app.on('update', () => {
        if (!tracked.tracking) return;
        content.setPosition(tracked.getPosition());
        content.setRotation(tracked.getRotation());
    });
    return true;
};

// Fired when the device cannot score the registered images at the start of a session
xr.imageTracking.on('error', (err) => console.warn(`image tracking: ${err.message}`));

// Outside a browser with WebXR image tracking, add() refuses and returns null
const bytes = new Blob([new Uint8Array(16)], { type: 'image/png' });
console.log(xr.imageTracking.supported); // → false
console.log(trackPoster(bytes, 0.42)); // → false
console.log(xr.imageTracking.images.length); // → 0
