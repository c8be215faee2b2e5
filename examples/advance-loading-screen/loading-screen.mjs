/**
 * A full-screen HTML loading screen: title, progress bar, and a line that
 * names the last asset to arrive. It follows the app's preload events and
 * fades out once the first frame of the running app has been drawn.
 */
export class LoadingScreen {
    /** Assets that failed to load during the preload. */
    failed = 0;

    /**
     * @param {import('playcanvas').AppBase} app - The application, not started yet.
     */
    constructor(app) {
        this.app = app;
        this.root = document.createElement('div');
        this.root.style.cssText = 'position:fixed;inset:0;z-index:10;display:flex;flex-direction:column;' +
            'align-items:center;justify-content:center;gap:10px;background:#14181f;color:#e8ecf2;' +
            'font:15px system-ui,sans-serif;transition:opacity 0.5s';
        const title = document.createElement('div');
        title.textContent = 'Toy Workshop';
        title.style.cssText = 'font-size:26px;letter-spacing:2px';
        const track = document.createElement('div');
        track.setAttribute('role', 'progressbar');
        track.setAttribute('aria-valuemin', '0');
        track.setAttribute('aria-valuemax', '100');
        track.style.cssText = 'width:min(320px,70vw);height:8px;border-radius:4px;background:#2b3340;overflow:hidden';
        this.fill = document.createElement('div');
        this.fill.style.cssText = 'width:0;height:100%;background:#5cc8ff;transition:width 0.15s';
        track.append(this.fill);
        this.track = track;
        this.status = document.createElement('div');
        this.status.textContent = 'Preparing files...';
        this.root.append(title, track, this.status);
        document.body.append(this.root);

        app.on('preload:progress', this.onProgress, this);
        app.assets.on('load', this.onAssetLoad, this);
        app.assets.on('error', this.onAssetError, this);
        app.once('preload:end', this.onEnd, this);
    }

    /** @param {number} fraction - Share of preload assets finished, 0 to 1. */
    onProgress(fraction) {
        const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
        this.fill.style.width = `${percent}%`;
        this.track.setAttribute('aria-valuenow', String(percent));
    }

    /** @param {import('playcanvas').Asset} asset - The asset that has just loaded. */
    onAssetLoad(asset) {
        if (asset.preload) this.status.textContent = `Loaded ${asset.name}`;
    }

    /** @param {string} err - The error message. */
    onAssetError(err) {
        this.failed++;
        console.warn(`Preload failed: ${err}`);
    }

    onEnd() {
        this.app.off('preload:progress', this.onProgress, this);
        this.app.assets.off('load', this.onAssetLoad, this);
        this.app.assets.off('error', this.onAssetError, this);
        this.status.textContent = this.failed ? `Starting (${this.failed} failed)` : 'Starting...';
        // Wait for the first frame after start: then the scene is on the canvas
        // and its shaders are compiled, so the fade reveals a finished picture.
        this.app.once('start', () => this.app.once('frameend', () => this.hide()));
    }

    hide() {
        this.root.style.opacity = '0';
        this.root.style.pointerEvents = 'none';
        setTimeout(() => this.root.remove(), 500);
    }
}
