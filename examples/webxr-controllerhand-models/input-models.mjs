import { Color, Script, StandardMaterial, XRTARGETRAY_POINTER } from 'playcanvas';
import { JointSpheres } from '../webxr-hands/joint-spheres.mjs';
import { ControllerModel } from './controller-model.mjs';

/** @import { XrInputSource } from 'playcanvas' */

/**
 * Gives every XR input source a model that suits it: a hand drawn from its
 * joints for hand tracking, an animated controller for a tracked
 * controller, and nothing for screen taps or gaze. When the user puts the
 * controllers down, the browser removes their input sources and adds hand
 * sources, so the models switch by themselves.
 */
export class InputModels extends Script {
    static scriptName = 'inputModels';

    /** @type {Map<XrInputSource, ControllerModel | JointSpheres>} */
    models = new Map();

    handMaterial = new StandardMaterial();

    initialize() {
        this.handMaterial.diffuse = new Color(0.9, 0.75, 0.65);
        this.handMaterial.update();

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
        /** @type {ControllerModel | JointSpheres | null} */
        let model = null;
        if (source.hand) {
            model = new JointSpheres(source.hand, this.handMaterial);
        } else if (source.targetRayMode === XRTARGETRAY_POINTER) {
            // A pointing source without hand data is a hand-held controller.
            // Its grip flag only turns true once the first grip pose arrives,
            // so it cannot be tested here; update() hides the model until then.
            model = new ControllerModel(source.handedness);
        }
        if (!model) return;

        this.app.root.addChild(model.root);
        this.models.set(source, model);
        // profiles lists the device, most specific first, e.g. "meta-quest-touch-plus".
        console.log(`added ${source.handedness}: ${source.profiles.join(', ')}`);
    }

    /** @param {XrInputSource} source - The removed input source. */
    onRemove(source) {
        this.models.get(source)?.destroy();
        this.models.delete(source);
    }

    update() {
        for (const [source, model] of this.models) {
            if (model instanceof JointSpheres) {
                model.update();
                continue;
            }
            const position = source.getPosition();
            const rotation = source.getRotation();
            model.root.enabled = !!position && !!rotation;
            if (position && rotation) {
                model.root.setPosition(position);
                model.root.setRotation(rotation);
            }
            model.update(source.gamepad);
        }
    }
}
