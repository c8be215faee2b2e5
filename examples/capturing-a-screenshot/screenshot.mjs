import { EVENT_KEYDOWN, KEY_P, Script } from 'playcanvas';

/** @import { KeyboardEvent } from 'playcanvas' */

/**
 * Saves the next rendered frame as a PNG file when P is pressed, or when
 * another script fires the application event `screenshot:capture`.
 */
export class Screenshot extends Script {
    static scriptName = 'screenshot';

    /**
     * Start of the downloaded file's name; a timestamp is appended.
     *
     * @attribute
     */
    filePrefix = 'screenshot';

    /** True while a capture is waiting for the end of the frame. */
    pending = false;

    initialize() {
        const keyboard = this.app.keyboard;
        keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.app.on('screenshot:capture', this.capture, this);

        this.on('destroy', () => {
            keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
            this.app.off('screenshot:capture', this.capture, this);
        });
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        if (event.key === KEY_P && !event.event?.repeat) {
            this.capture();
        }
    }

    /** Requests a capture of the next frame. */
    capture() {
        if (this.pending) return;
        this.pending = true;

        // 'frameend' fires right after the frame has been drawn, in the same
        // task, so the canvas still holds the picture.
        this.app.once('frameend', () => {
            const canvas = this.app.graphicsDevice.canvas;
            canvas.toBlob((blob) => {
                this.pending = false;
                if (blob) {
                    this.download(blob);
                    this.app.fire('screenshot:saved', blob);
                }
            }, 'image/png');
        });
    }

    /**
     * Offers the image to the user as a file download.
     *
     * @param {Blob} blob - PNG data.
     */
    download(blob) {
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `${this.filePrefix}-${stamp}.png`;
        link.click();
        // Give the browser a moment to start the download before releasing the URL.
        setTimeout(() => URL.revokeObjectURL(url), 1000);
    }
}
