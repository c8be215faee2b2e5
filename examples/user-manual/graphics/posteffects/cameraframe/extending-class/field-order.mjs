import { CameraFrame, Entity, FramePassCameraFrame } from 'playcanvas';

// A class field is set after the base constructor, which has already called createPasses()
class WithField extends FramePassCameraFrame {
    /** @type {string|null} */
    extraPass = null;

    createPasses(options) {
        super.createPasses(options);
        this.extraPass = 'created';
    }
}

// Without the field, what createPasses() assigns stays
class WithoutField extends FramePassCameraFrame {
    createPasses(options) {
        super.createPasses(options);
        this.extraPass = 'created';
    }
}

const cameraEntity = new Entity('Camera');
cameraEntity.addComponent('camera');
app.root.addChild(cameraEntity);
if (!cameraEntity.camera) throw new Error('no camera component');
const frame = new CameraFrame(app, cameraEntity.camera);

const withField = new WithField(app, frame, cameraEntity.camera, frame.options);
const withoutField = new WithoutField(app, frame, cameraEntity.camera, frame.options);
console.log(withField.extraPass, withoutField.extraPass); // → null created
withField.destroy();
withoutField.destroy();
