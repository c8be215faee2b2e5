import { EVENT_MOUSEDOWN, EVENT_TOUCHEND, Script, XRSPACE_LOCALFLOOR, XRTYPE_VR } from 'playcanvas';

// Put this script on the camera entity, which is a child of a "Camera Rig" entity.
// A click or a tap enters VR; the same action during the session leaves it.
export class EnterVr extends Script {
    static scriptName = 'enterVr';

    initialize() {
        // mousedown and touchend count as user actions; touchstart does not
        this.app.mouse?.on(EVENT_MOUSEDOWN, this.toggle, this);
        this.app.touch?.on(EVENT_TOUCHEND, this.toggle, this);

        const onStart = this.app.xr?.on('start', () => console.log('VR started'));
        const onEnd = this.app.xr?.on('end', () => console.log('VR ended'));

        this.once('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.toggle, this);
            this.app.touch?.off(EVENT_TOUCHEND, this.toggle, this);
            onStart?.off();
            onEnd?.off();
        });
    }

    toggle() {
        const xr = this.app.xr;
        const camera = this.entity.camera;
        if (!xr || !camera) return;

        if (xr.active) {
            camera.endXr();
            return;
        }
        if (!xr.isAvailable(XRTYPE_VR)) {
            console.warn('Immersive VR is not available on this device');
            return;
        }
        camera.startXr(XRTYPE_VR, XRSPACE_LOCALFLOOR, {
            callback: (err) => {
                if (err) console.warn(`VR did not start: ${err.message}`);
            }
        });
    }
}
