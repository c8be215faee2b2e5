import { Color, Plane, Quat, Ray, Script, Vec3, XRPAD_STICK_X, XRTARGETRAY_POINTER } from 'playcanvas';

/** @import { Entity, XrInputSource } from 'playcanvas' */

/**
 * Moves the player in VR without walking: point at the floor and pull the
 * trigger to teleport there, and push a thumbstick left or right to turn by
 * a fixed angle. Attach it to the "rig", the parent entity of the camera:
 * the headset moves the camera inside the rig, and this script moves the rig.
 */
export class VrLocomotion extends Script {
    static scriptName = 'vrLocomotion';

    /**
     * The camera entity (a child of this entity).
     *
     * @attribute
     * @type {Entity | null}
     */
    camera = null;

    /**
     * Entity shown where a teleport would land.
     *
     * @attribute
     * @type {Entity | null}
     */
    marker = null;

    /**
     * Half the size of the square floor area the player may teleport onto.
     *
     * @attribute
     */
    area = 4;

    /**
     * Degrees turned per thumbstick flick.
     *
     * @attribute
     */
    snapAngle = 45;

    floor = new Plane(Vec3.UP, 0);

    ray = new Ray();

    hit = new Vec3();

    /**
     * Sources whose stick is pushed, so one push turns only once.
     *
     * @type {Set<XrInputSource>}
     */
    turning = new Set();

    initialize() {
        const xr = this.app.xr;
        if (!xr || !xr.supported) return;
        xr.input.on('select', this.onSelect, this);
        this.on('destroy', () => xr.input.off('select', this.onSelect, this));
    }

    /**
     * Finds where a source's ray meets the floor inside the allowed area.
     *
     * @param {XrInputSource} source - The input source.
     * @param {Vec3} out - Receives the floor point.
     * @returns {boolean} True if the ray points at the floor.
     */
    floorPoint(source, out) {
        this.ray.set(source.getOrigin(), source.getDirection());
        if (!this.floor.intersectsRay(this.ray, out)) return false;
        return Math.abs(out.x) <= this.area && Math.abs(out.z) <= this.area;
    }

    /** @param {XrInputSource} source - The source that selected. */
    onSelect(source) {
        // Grabbing uses squeeze; a select on the floor means teleport.
        if (source.targetRayMode !== XRTARGETRAY_POINTER || !this.camera) return;
        if (!this.floorPoint(source, this.hit)) return;

        // Move the rig so the head (not the rig origin) ends up above the point.
        const head = this.camera.getPosition();
        this.entity.translate(this.hit.x - head.x, 0, this.hit.z - head.z);
    }

    /**
     * Turns the rig around the head, so the view turns in place.
     *
     * @param {number} degrees - Angle, positive turns left.
     */
    snapTurn(degrees) {
        if (!this.camera) return;
        const head = this.camera.getPosition().clone();
        const turn = new Quat().setFromEulerAngles(0, degrees, 0);

        const offset = this.entity.getPosition().clone().sub(head);
        turn.transformVector(offset, offset);
        this.entity.setPosition(head.add(offset));
        this.entity.setRotation(turn.mul(this.entity.getRotation()));
    }

    update() {
        const xr = this.app.xr;
        if (this.marker) this.marker.enabled = false;
        if (!xr || !xr.active) return;

        for (const source of xr.input.inputSources) {
            if (source.targetRayMode !== XRTARGETRAY_POINTER) continue;

            // Show where a teleport would land.
            if (this.marker && this.floorPoint(source, this.hit)) {
                this.marker.enabled = true;
                this.marker.setPosition(this.hit);
                this.app.drawLine(source.getOrigin(), this.hit, new Color(0.3, 0.8, 1));
            }

            // Snap turn: act once when the stick passes 0.7, then wait for it to return.
            const x = source.gamepad?.axes[XRPAD_STICK_X] ?? 0;
            if (Math.abs(x) > 0.7 && !this.turning.has(source)) {
                this.turning.add(source);
                this.snapTurn(x > 0 ? -this.snapAngle : this.snapAngle);
            } else if (Math.abs(x) < 0.3) {
                this.turning.delete(source);
            }
        }
    }
}
