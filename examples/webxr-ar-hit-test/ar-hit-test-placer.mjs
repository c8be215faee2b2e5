import { Script, XRSPACE_VIEWER, XRTRACKABLE_PLANE, XRTRACKABLE_POINT } from 'playcanvas';

/** @import { Entity, Quat, Vec3, XrHitTestSource } from 'playcanvas' */

/**
 * During an AR session, casts a hit-test ray from the centre of the view into
 * the real world. A reticle shows where the ray meets a detected surface, and
 * a screen tap (the XR "select" action) places a clone of the template there.
 */
export class ArHitTestPlacer extends Script {
    static scriptName = 'arHitTestPlacer';

    /**
     * Entity drawn on the surface in front of the viewer.
     *
     * @attribute
     * @type {Entity | null}
     */
    reticle = null;

    /**
     * Disabled entity cloned for every placement.
     *
     * @attribute
     * @type {Entity | null}
     */
    template = null;

    /** @type {XrHitTestSource | null} */
    source = null;

    /** Whether a hit-test result arrived since the last update. */
    hasResult = false;

    initialize() {
        const xr = this.app.xr;
        if (this.reticle) this.reticle.enabled = false;
        if (!xr || !xr.supported) return;

        // Hit testing becomes available once an AR session has started.
        xr.hitTest.on('available', this.startHitTest, this);
        xr.input.on('select', this.place, this);
        xr.on('end', this.onSessionEnd, this);
        this.on('destroy', () => {
            xr.hitTest.off('available', this.startHitTest, this);
            xr.input.off('select', this.place, this);
            xr.off('end', this.onSessionEnd, this);
            this.source?.remove();
        });
    }

    startHitTest() {
        this.app.xr?.hitTest.start({
            // The ray starts at the viewer and points where the device looks.
            spaceType: XRSPACE_VIEWER,
            entityTypes: [XRTRACKABLE_PLANE, XRTRACKABLE_POINT],
            callback: (err, source) => {
                if (err || !source) {
                    console.warn('AR hit test could not start', err);
                    return;
                }
                this.source = source;
                source.on('result', this.onResult, this);
            }
        });
    }

    /**
     * @param {Vec3} position - Where the ray meets the real-world surface.
     * @param {Quat} rotation - Rotation whose up axis is the surface normal.
     */
    onResult(position, rotation) {
        if (!this.reticle) return;
        this.reticle.setPosition(position);
        this.reticle.setRotation(rotation);
        this.hasResult = true;
    }

    update() {
        // Results arrive before scripts update; without one, hide the reticle.
        if (this.reticle) this.reticle.enabled = this.hasResult;
        this.hasResult = false;
    }

    place() {
        const reticle = this.reticle;
        if (!reticle || !reticle.enabled || !this.template) return;
        const clone = this.template.clone();
        clone.setPosition(reticle.getPosition());
        clone.setRotation(reticle.getRotation());
        clone.enabled = true;
        this.app.root.addChild(clone);
    }

    onSessionEnd() {
        // The session's hit-test sources are removed with it.
        this.source = null;
        if (this.reticle) this.reticle.enabled = false;
    }
}
