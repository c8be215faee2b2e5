import { Script, XRSPACE_LOCALFLOOR, XRTYPE_AR } from 'playcanvas';

/**
 * Draws a high-contrast pattern to track. Trackers need corners and
 * uneven detail; a plain logo or a symmetric grid tracks poorly.
 *
 * @returns {HTMLCanvasElement} A 512x512 canvas.
 */
function drawMarker() {
    const canvas = document.createElement('canvas');
    canvas.width = 512;
    canvas.height = 512;
    const ctx = canvas.getContext('2d');
    if (!ctx) return canvas;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 512, 512);
    // A fixed seed, so every run draws the same picture.
    let seed = 7;
    const random = () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
    };
    const colors = ['#111111', '#d8402a', '#2a62d8', '#f0b21c'];
    for (let i = 0; i < 90; i++) {
        ctx.fillStyle = colors[i % colors.length];
        const size = 16 + random() * 70;
        ctx.save();
        ctx.translate(random() * 512, random() * 512);
        ctx.rotate(random() * Math.PI);
        if (i % 3 === 0) {
            ctx.beginPath();
            ctx.arc(0, 0, size / 2, 0, Math.PI * 2);
            ctx.fill();
        } else {
            ctx.fillRect(-size / 2, -size / 4, size, size / 2);
        }
        ctx.restore();
    }
    ctx.lineWidth = 16;
    ctx.strokeStyle = '#111111';
    ctx.strokeRect(8, 8, 496, 496);
    return canvas;
}

/**
 * Tracks a picture in the real world and places `target` on it. Attach it to
 * the camera entity. The picture is generated in code and shown on the page,
 * so you can print it or point the phone at another screen.
 */
export class ArImageTracking extends Script {
    static scriptName = 'arImageTracking';

    /**
     * Entity placed on the tracked picture.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    target = null;

    /**
     * Real width of the picture as you show it, in metres.
     *
     * @attribute
     */
    imageWidth = 0.2;

    /** @type {import('playcanvas').XrTrackedImage | null} */
    trackedImage = null;

    initialize() {
        if (this.target) this.target.enabled = false;

        const marker = drawMarker();
        const panel = document.createElement('div');
        panel.style.cssText = 'position:fixed;left:16px;top:16px;display:flex;flex-direction:column;gap:8px;font:14px sans-serif;';
        marker.style.cssText = 'width:200px;height:200px;';
        const button = document.createElement('button');
        button.style.cssText = 'padding:10px;';
        panel.append(marker, button);
        document.body.appendChild(panel);
        this.on('destroy', () => panel.remove());

        const xr = this.app.xr;
        if (!xr?.supported || !xr.imageTracking.supported) {
            button.textContent = 'Image tracking not supported';
            button.disabled = true;
            return;
        }

        // Images must be added before the session starts.
        this.trackedImage = xr.imageTracking.add(marker, this.imageWidth);

        const refresh = () => {
            button.disabled = !xr.isAvailable(XRTYPE_AR);
            button.textContent = button.disabled ? 'AR not available' : 'Start AR';
            panel.style.display = xr.active ? 'none' : 'flex';
        };
        refresh();
        xr.on(`available:${XRTYPE_AR}`, refresh);
        xr.on('start', refresh);
        xr.on('end', refresh);
        xr.imageTracking.on('error', (err) => console.error(`Image tracking: ${err.message}`));

        button.addEventListener('click', () => {
            this.entity.camera?.startXr(XRTYPE_AR, XRSPACE_LOCALFLOOR, {
                imageTracking: true,
                callback: (err) => {
                    if (err) console.error(`AR session failed to start: ${err.message}`);
                }
            });
        });
    }

    update() {
        const image = this.trackedImage;
        if (!this.target || !image) return;

        // Show the target only while the picture is actually seen.
        this.target.enabled = image.tracking;
        if (image.tracking) {
            this.target.setPosition(image.getPosition());
            this.target.setRotation(image.getRotation());
        }
    }
}
