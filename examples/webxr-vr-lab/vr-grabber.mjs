import { Color, Script, StandardMaterial, Vec3, XRTARGETRAY_POINTER } from 'playcanvas';
import { createControllerModel } from '../webxr-tracked-controllers/controller-tracker.mjs';

/** @import { Entity, XrInputSource } from 'playcanvas' */

/**
 * Shows a model for every controller and lets the user pick objects up:
 * squeeze the grip button near an entity tagged "grabbable" to hold it,
 * release to drop it where it is.
 */
export class VrGrabber extends Script {
    static scriptName = 'vrGrabber';

    /**
     * Colour of the controller models.
     *
     * @attribute
     */
    modelColor = new Color(0.2, 0.2, 0.22);

    /**
     * How close the controller must be to an object to grab it, in metres.
     *
     * @attribute
     */
    reach = 0.15;

    /** @type {Map<XrInputSource, { hand: Entity, held: Entity | null }>} */
    controllers = new Map();

    position = new Vec3();

    material = new StandardMaterial();

    initialize() {
        this.material.diffuse.copy(this.modelColor);
        this.material.update();

        const xr = this.app.xr;
        if (!xr || !xr.supported) return;
        xr.input.on('add', this.onAdd, this);
        xr.input.on('remove', this.onRemove, this);
        this.on('destroy', () => {
            xr.input.off('add', this.onAdd, this);
            xr.input.off('remove', this.onRemove, this);
        });
    }

    /** @param {XrInputSource} source - The new input source. */
    onAdd(source) {
        // Controllers only: hands and screen taps have no grip to hold things.
        // (source.grip only turns true once the first grip pose arrives.)
        if (source.hand || source.targetRayMode !== XRTARGETRAY_POINTER) return;
        const hand = createControllerModel(this.material);
        this.app.root.addChild(hand);
        this.controllers.set(source, { hand, held: null });

        source.on('squeezestart', () => this.grab(source));
        source.on('squeezeend', () => this.release(source));
    }

    /** @param {XrInputSource} source - The removed input source. */
    onRemove(source) {
        this.release(source);
        this.controllers.get(source)?.hand.destroy();
        this.controllers.delete(source);
    }

    /** @param {XrInputSource} source - The squeezing source. */
    grab(source) {
        const controller = this.controllers.get(source);
        if (!controller || controller.held) return;

        // The nearest grabbable entity within reach.
        const handPosition = controller.hand.getPosition();
        /** @type {Entity | null} */
        let nearest = null;
        let best = this.reach;
        for (const node of this.app.root.findByTag('grabbable')) {
            const entity = /** @type {Entity} */ (node);
            const distance = entity.getPosition().distance(handPosition);
            if (distance < best) {
                best = distance;
                nearest = entity;
            }
        }
        if (!nearest) return;

        // reparent() keeps local values, so restore the world pose afterwards.
        this.reparentKeepingPose(nearest, controller.hand);
        controller.held = nearest;
    }

    /** @param {XrInputSource} source - The releasing source. */
    release(source) {
        const controller = this.controllers.get(source);
        if (!controller?.held) return;
        this.reparentKeepingPose(controller.held, this.app.root);
        controller.held = null;
    }

    /**
     * @param {Entity} entity - Entity to move in the hierarchy.
     * @param {Entity} parent - Its new parent.
     */
    reparentKeepingPose(entity, parent) {
        const position = entity.getPosition().clone();
        const rotation = entity.getRotation().clone();
        entity.reparent(parent);
        entity.setPosition(position);
        entity.setRotation(rotation);
    }

    update() {
        for (const [source, controller] of this.controllers) {
            const position = source.getPosition();
            const rotation = source.getRotation();
            controller.hand.enabled = !!position && !!rotation;
            if (position && rotation) {
                controller.hand.setPosition(position);
                controller.hand.setRotation(rotation);
            }
        }
    }
}
