import { Color, Entity, Script, StandardMaterial, Vec3 } from 'playcanvas';
import { JointSpheres } from './joint-spheres.mjs';

/** @import { XrInputSource } from 'playcanvas' */

/**
 * Shows every tracked hand as joint spheres and detects a pinch (thumb tip
 * touching index tip). A pinch fires `hand:pinch` on the app with the
 * pinch position and drops a small marker there.
 */
export class HandTracking extends Script {
    static scriptName = 'handTracking';

    /**
     * Tip distance in metres below which the fingers count as pinching.
     *
     * @attribute
     */
    pinchDistance = 0.02;

    /**
     * Tip distance in metres above which a pinch is released. Larger than
     * pinchDistance so that trembling fingers do not pinch twice.
     *
     * @attribute
     */
    releaseDistance = 0.035;

    /** @type {Map<XrInputSource, { model: JointSpheres, pinching: boolean }>} */
    hands = new Map();

    handMaterial = new StandardMaterial();

    pinchMaterial = new StandardMaterial();

    markerMaterial = new StandardMaterial();

    pinchPoint = new Vec3();

    initialize() {
        this.handMaterial.diffuse = new Color(0.9, 0.75, 0.65);
        this.handMaterial.update();
        this.pinchMaterial.diffuse = new Color(0.3, 0.9, 0.5);
        this.pinchMaterial.update();
        this.markerMaterial.emissive = new Color(1, 0.8, 0.2);
        this.markerMaterial.update();

        const xr = this.app.xr;
        if (!xr || !xr.supported) return;
        for (const source of xr.input.inputSources) this.onAdd(source);
        xr.input.on('add', this.onAdd, this);
        xr.input.on('remove', this.onRemove, this);
        this.on('destroy', () => {
            xr.input.off('add', this.onAdd, this);
            xr.input.off('remove', this.onRemove, this);
        });
    }

    /** @param {XrInputSource} source - The new input source. */
    onAdd(source) {
        // Controllers are input sources too; only hands have joint data.
        const hand = source.hand;
        if (!hand) return;

        const model = new JointSpheres(hand, this.handMaterial);
        this.app.root.addChild(model.root);
        this.hands.set(source, { model, pinching: false });

        hand.on('tracking', () => console.log(`${source.handedness} hand tracked`));
        hand.on('trackinglost', () => console.log(`${source.handedness} hand lost`));
    }

    /** @param {XrInputSource} source - The removed input source. */
    onRemove(source) {
        this.hands.get(source)?.model.destroy();
        this.hands.delete(source);
    }

    update() {
        for (const [source, state] of this.hands) {
            state.model.update();

            const hand = state.model.hand;
            const thumb = hand.getJointById('thumb-tip');
            const index = hand.getJointById('index-finger-tip');
            if (!hand.tracking || !thumb || !index) continue;

            const distance = thumb.getPosition().distance(index.getPosition());
            if (!state.pinching && distance < this.pinchDistance) {
                state.pinching = true;
                this.pinchPoint.lerp(thumb.getPosition(), index.getPosition(), 0.5);
                this.onPinch(source, this.pinchPoint);
            } else if (state.pinching && distance > this.releaseDistance) {
                state.pinching = false;
            }

            // Colour the two tips while pinching. The spheres follow the order
            // of hand.joints; joint.index only counts within one finger.
            const material = state.pinching ? this.pinchMaterial : this.handMaterial;
            for (const joint of [thumb, index]) {
                const sphere = state.model.spheres[hand.joints.indexOf(joint)];
                if (sphere?.render) sphere.render.material = material;
            }
        }
    }

    /**
     * @param {XrInputSource} source - The pinching hand's input source.
     * @param {Vec3} position - Midpoint between the two tips.
     */
    onPinch(source, position) {
        const marker = new Entity('pinch-marker');
        marker.addComponent('render', { type: 'box', material: this.markerMaterial });
        marker.setPosition(position);
        marker.setLocalScale(0.02, 0.02, 0.02);
        this.app.root.addChild(marker);
        this.app.fire('hand:pinch', source.handedness, position);
    }
}
