import { ADDRESS_CLAMP_TO_EDGE, ADDRESS_REPEAT, FILTER_LINEAR, PIXELFORMAT_SRGBA8, Texture } from 'playcanvas';

/**
 * Plays a muted, looping video into a texture: the first frame is copied by
 * setSource(), each later frame by upload() in the app's update.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 * @param {string} url - Where the video file is.
 * @returns {Promise<{ video: HTMLVideoElement, texture: Texture }>} Resolves once the
 * first frame is in the texture.
 */
export function loadVideoTexture(app, url) {
    const texture = new Texture(app.graphicsDevice, {
        name: url,
        format: PIXELFORMAT_SRGBA8,
        mipmaps: false,
        minFilter: FILTER_LINEAR,
        magFilter: FILTER_LINEAR,
        // Around the sphere the picture wraps; at the poles it must not.
        addressU: ADDRESS_REPEAT,
        addressV: ADDRESS_CLAMP_TO_EDGE
    });

    const video = document.createElement('video');
    video.muted = true;
    video.loop = true;
    video.playsInline = true;
    video.crossOrigin = 'anonymous';

    const onUpdate = () => {
        if (!video.paused && video.readyState >= video.HAVE_CURRENT_DATA) texture.upload();
    };
    app.on('update', onUpdate);
    app.once('destroy', () => {
        app.off('update', onUpdate);
        video.pause();
        video.removeAttribute('src');
        video.load();
    });

    return new Promise((resolve, reject) => {
        video.addEventListener('loadeddata', () => {
            texture.setSource(video);
            video.play().catch((err) => console.warn(`The video did not start: ${err.message}`));
            resolve({ video, texture });
        }, { once: true });
        video.addEventListener('error', () => reject(new Error(`Could not load ${url}`)), { once: true });
        video.src = url;
    });
}
