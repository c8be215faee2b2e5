import {
    Color,
    Entity,
    StandardMaterial,
    XRHAND_LEFT,
    XRPAD_A,
    XRPAD_B,
    XRPAD_SQUEEZE,
    XRPAD_STICK_X,
    XRPAD_STICK_Y,
    XRPAD_TRIGGER
} from 'playcanvas';

/**
 * @param {number} r - Red, 0 to 1.
 * @param {number} g - Green, 0 to 1.
 * @param {number} b - Blue, 0 to 1.
 * @returns {StandardMaterial} A plain coloured material.
 */
function createMaterial(r, g, b) {
    const material = new StandardMaterial();
    material.diffuse = new Color(r, g, b);
    material.update();
    return material;
}

/**
 * A controller built from primitives whose parts move with the real
 * buttons: the trigger swings, the grip button sinks, the thumbstick tilts
 * and the two face buttons light up. Buttons and axes are read from the
 * standard WebXR gamepad layout ("xr-standard").
 */
export class ControllerModel {
    bodyMaterial = createMaterial(0.15, 0.16, 0.18);

    partMaterial = createMaterial(0.55, 0.58, 0.62);

    litMaterial = createMaterial(0.3, 0.8, 1);

    /** @param {string} handedness - XRHAND_LEFT, XRHAND_RIGHT or XRHAND_NONE. */
    constructor(handedness) {
        // Mirror the side parts for the left hand.
        const side = handedness === XRHAND_LEFT ? 1 : -1;
        this.root = new Entity('controller-model');

        const body = this.add('body', 'cylinder', this.bodyMaterial, this.root);
        body.setLocalPosition(0, -0.02, 0.02);
        body.setLocalEulerAngles(-25, 0, 0);
        body.setLocalScale(0.035, 0.12, 0.035);

        // The head of the controller, where the thumb rests.
        const head = this.add('head', 'box', this.bodyMaterial, this.root);
        head.setLocalPosition(0, 0.035, -0.035);
        head.setLocalScale(0.05, 0.025, 0.06);

        // The trigger hinges at its top edge, under the head.
        this.triggerPivot = new Entity('trigger-pivot');
        this.triggerPivot.setLocalPosition(0, 0.02, -0.055);
        this.root.addChild(this.triggerPivot);
        const trigger = this.add('trigger', 'box', this.partMaterial, this.triggerPivot);
        trigger.setLocalPosition(0, -0.015, 0);
        trigger.setLocalScale(0.015, 0.03, 0.01);

        this.squeeze = this.add('squeeze', 'box', this.partMaterial, this.root);
        this.squeeze.setLocalPosition(side * 0.018, -0.02, 0.02);
        this.squeeze.setLocalScale(0.006, 0.04, 0.02);

        // The stick tilts around its base.
        this.stickPivot = new Entity('stick-pivot');
        this.stickPivot.setLocalPosition(side * -0.008, 0.048, -0.025);
        this.root.addChild(this.stickPivot);
        const stick = this.add('stick', 'cylinder', this.partMaterial, this.stickPivot);
        stick.setLocalPosition(0, 0.006, 0);
        stick.setLocalScale(0.016, 0.012, 0.016);

        this.buttonA = this.add('button-a', 'cylinder', this.partMaterial, this.root);
        this.buttonA.setLocalPosition(side * 0.012, 0.048, -0.045);
        this.buttonA.setLocalScale(0.01, 0.004, 0.01);

        this.buttonB = this.add('button-b', 'cylinder', this.partMaterial, this.root);
        this.buttonB.setLocalPosition(side * 0.012, 0.048, -0.06);
        this.buttonB.setLocalScale(0.01, 0.004, 0.01);
    }

    /**
     * @param {string} name - Entity name.
     * @param {'box' | 'cylinder'} type - Primitive type.
     * @param {StandardMaterial} material - Material.
     * @param {Entity} parent - Parent entity.
     * @returns {Entity} The new part.
     */
    add(name, type, material, parent) {
        const part = new Entity(name);
        part.addComponent('render', { type, material, castShadows: false });
        parent.addChild(part);
        return part;
    }

    /**
     * Moves the parts to match the gamepad state.
     *
     * @param {Gamepad | null} gamepad - The input source's gamepad.
     */
    update(gamepad) {
        if (!gamepad) return;
        const button = (/** @type {number} */ i) => gamepad.buttons[i];
        const axis = (/** @type {number} */ i) => gamepad.axes[i] ?? 0;

        // Analogue values (0 to 1) move the trigger and grip smoothly.
        this.triggerPivot.setLocalEulerAngles((button(XRPAD_TRIGGER)?.value ?? 0) * 25, 0, 0);
        this.squeeze.setLocalScale(0.006 * (1 - 0.5 * (button(XRPAD_SQUEEZE)?.value ?? 0)), 0.04, 0.02);

        // Stick axes: x is right, y is towards the user (down on the stick).
        this.stickPivot.setLocalEulerAngles(axis(XRPAD_STICK_Y) * 20, 0, -axis(XRPAD_STICK_X) * 20);

        // Digital buttons only light up; not every controller has them.
        for (const [part, index] of /** @type {const} */ ([[this.buttonA, XRPAD_A], [this.buttonB, XRPAD_B]])) {
            const pressed = button(index)?.pressed ?? false;
            if (part.render) part.render.material = pressed ? this.litMaterial : this.partMaterial;
        }
    }

    destroy() {
        this.root.destroy();
    }
}
