import { Color, Entity, Script, StandardMaterial, Vec3, XRHAND_LEFT, XRTARGETRAY_POINTER } from 'playcanvas';

/** @import { XrInputSource } from 'playcanvas' */

/**
 * Builds a simple controller shape from primitives: a handle and a ring.
 *
 * @param {StandardMaterial} material - Material for the parts.
 * @returns {Entity} The model; its origin is the grip position.
 */
export function createControllerModel(material) {
    const model = new Entity('controller-model');

    const handle = new Entity('handle');
    handle.addComponent('render', { type: 'box', material });
    handle.setLocalScale(0.03, 0.1, 0.04);
    handle.setLocalEulerAngles(-20, 0, 0);
    model.addChild(handle);

    const ring = new Entity('ring');
    ring.addComponent('render', { type: 'torus', material });
    ring.setLocalPosition(0, 0.04, -0.05);
    ring.setLocalScale(0.08, 0.08, 0.08);
    model.addChild(ring);

    return model;
}

/**
 * Follows every tracked controller of an XR session. For each input source
 * it creates an entity with a primitive model, moves it to the grip pose
 * every frame, draws the pointing ray, and flashes when the user selects.
 */
export class ControllerTracker extends Script {
    static scriptName = 'controllerTracker';

    /**
     * Length of the drawn ray in metres.
     *
     * @attribute
     */
    rayLength = 2;

    /** @type {Map<XrInputSource, { entity: Entity, material: StandardMaterial, color: Color, flash: number }>} */
    controllers = new Map();

    rayEnd = new Vec3();

    initialize() {
        const xr = this.app.xr;
        if (!xr || !xr.supported) return;

        // Sources that already exist, then every one added later.
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
        // Left in blue, right (and unknown) in orange.
        const color = source.handedness === XRHAND_LEFT ? new Color(0.3, 0.55, 1) : new Color(1, 0.55, 0.2);
        const material = new StandardMaterial();
        material.diffuse.copy(color);
        material.update();

        const entity = createControllerModel(material);
        this.app.root.addChild(entity);
        this.controllers.set(source, { entity, material, color, flash: 0 });

        // 'select' fires once per trigger pull (or pinch, or screen tap).
        source.on('select', () => {
            const controller = this.controllers.get(source);
            if (controller) controller.flash = 0.2;
        });
    }

    /** @param {XrInputSource} source - The removed input source. */
    onRemove(source) {
        this.controllers.get(source)?.entity.destroy();
        this.controllers.delete(source);
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        for (const [source, controller] of this.controllers) {
            // Only sources with a grip pose are held in the hand.
            const position = source.grip ? source.getPosition() : null;
            const rotation = source.grip ? source.getRotation() : null;
            controller.entity.enabled = !!position && !!rotation;
            if (position && rotation) {
                controller.entity.setPosition(position);
                controller.entity.setRotation(rotation);
            }

            controller.flash = Math.max(controller.flash - dt, 0);
            const flashing = controller.flash > 0;
            controller.material.emissive.copy(flashing ? controller.color : Color.BLACK);
            controller.material.update();

            // The target ray is separate from the grip: draw it for pointers.
            if (source.targetRayMode === XRTARGETRAY_POINTER) {
                const origin = source.getOrigin();
                this.rayEnd.copy(source.getDirection()).mulScalar(this.rayLength).add(origin);
                this.app.drawLine(origin, this.rayEnd, flashing ? Color.WHITE : controller.color);
            }
        }
    }
}
