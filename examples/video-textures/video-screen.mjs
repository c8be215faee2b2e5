import {
    ADDRESS_CLAMP_TO_EDGE,
    Color,
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    FILTER_LINEAR,
    KEY_SPACE,
    PIXELFORMAT_SRGBA8,
    Script,
    StandardMaterial,
    Texture
} from 'playcanvas';

/**
 * Plays a video file on the entity's Render component. A click, a tap or
 * Space pauses and resumes it. `material` can be shared with other entities.
 * Fires `firstframe` once the first frame is in the texture, and
 * `videoerror` if the file cannot be loaded.
 */
export class VideoScreen extends Script {
    static scriptName = 'videoScreen';

    /**
     * Address of the video file.
     *
     * @attribute
     */
    url = '/videos/screen.webm';

    /** Whether the video is paused; follows the element's own state. */
    paused = true;

    /** @type {HTMLVideoElement} */
    video = document.createElement('video');

    /** Receives the frames. No mipmaps: they would have to be rebuilt for every frame. */
    texture = new Texture(this.app.graphicsDevice, {
        name: 'video',
        format: PIXELFORMAT_SRGBA8,
        mipmaps: false,
        minFilter: FILTER_LINEAR,
        magFilter: FILTER_LINEAR,
        addressU: ADDRESS_CLAMP_TO_EDGE,
        addressV: ADDRESS_CLAMP_TO_EDGE
    });

    /** Shows the texture unlit, in its own colours whatever the lights do. */
    material = new StandardMaterial();

    /** Set when the video has decoded a frame the texture does not have yet. */
    newFrame = false;

    initialize() {
        this.material.useLighting = false;
        this.material.diffuse = Color.BLACK;
        this.material.emissive = Color.WHITE;
        this.material.emissiveMap = this.texture;
        this.material.update();
        if (this.entity.render) this.entity.render.material = this.material;

        const video = this.video;
        video.muted = true;        // a muted video may start without a user gesture
        video.loop = true;
        video.playsInline = true;  // iOS: play in the page, not full screen
        video.crossOrigin = 'anonymous'; // needed for a file on another origin (it must send CORS headers)
        video.addEventListener('loadeddata', this.onLoadedData);
        video.addEventListener('error', this.onError);
        video.addEventListener('play', this.onPlayState);
        video.addEventListener('pause', this.onPlayState);
        video.src = this.url;

        // A tap on a touch screen arrives as a mousedown too.
        this.app.mouse?.on(EVENT_MOUSEDOWN, this.toggle, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);

        this.once('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.toggle, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
            video.removeEventListener('loadeddata', this.onLoadedData);
            video.removeEventListener('error', this.onError);
            video.removeEventListener('play', this.onPlayState);
            video.removeEventListener('pause', this.onPlayState);
            video.pause();
            video.removeAttribute('src');
            video.load();
            this.texture.destroy();
            this.material.destroy();
        });
    }

    onLoadedData = () => {
        // videoWidth and videoHeight are known now: setSource() sizes the texture and uploads once.
        this.texture.setSource(this.video);
        this.fire('firstframe');
        this.watchFrames();
        this.video.play().catch((err) => console.warn(`The video did not start: ${err.message}`));
    };

    onError = () => {
        this.fire('videoerror', new Error(`Could not load ${this.url}`));
    };

    onPlayState = () => {
        this.paused = this.video.paused;
    };

    /** Where the browser can tell, marks each new frame the video presents. */
    watchFrames() {
        const video = this.video;
        if (typeof video.requestVideoFrameCallback !== 'function') return;
        const onFrame = () => {
            this.newFrame = true;
            video.requestVideoFrameCallback(onFrame);
        };
        video.requestVideoFrameCallback(onFrame);
    }

    update() {
        const video = this.video;
        // Without requestVideoFrameCallback, upload every frame while the video plays.
        const perFrame = typeof video.requestVideoFrameCallback !== 'function' && !video.paused;
        if (video.readyState >= video.HAVE_CURRENT_DATA && (this.newFrame || perFrame)) {
            // setSource() copied one frame; later frames need upload().
            this.texture.upload();
            this.newFrame = false;
        }
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE) this.toggle();
    }

    toggle() {
        if (this.video.paused) {
            this.video.play().catch((err) => console.warn(`The video did not start: ${err.message}`));
        } else {
            this.video.pause();
        }
    }
}
