import {
    Application,
    CanvasFont,
    Color,
    ElementInput,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    StandardMaterial,
    TouchDevice,
    Vec2
} from 'playcanvas';
import { CubeControl } from './cube-control.mjs';
import { createButton } from './ui-button.mjs';

/**
 * Builds a cube and three UI buttons that change it: Color, Spin and Reset.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas),
        // Without an ElementInput, UI elements receive no clicks or taps.
        elementInput: new ElementInput(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.14, 0.16, 0.2) });
    camera.setPosition(0, 1.6, 4);
    camera.lookAt(0, 0.3, 0);
    app.root.addChild(camera);

    const floorMaterial = new StandardMaterial();
    floorMaterial.diffuse = new Color(0.3, 0.33, 0.38);
    floorMaterial.update();
    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: floorMaterial });
    floor.setLocalScale(8, 1, 8);
    floor.setPosition(0, -0.5, 0);
    app.root.addChild(floor);

    const cube = new Entity('cube');
    cube.addComponent('render', { type: 'box' });
    cube.setLocalEulerAngles(0, 30, 0);
    cube.addComponent('script');
    const control = /** @type {CubeControl} */ (cube.script?.create(CubeControl));
    app.root.addChild(cube);

    // A system font drawn into a texture at run time: no font asset needed.
    const font = new CanvasFont(app, { fontName: 'Arial, sans-serif', fontWeight: 'bold', fontSize: 48 });
    font.createTextures('Color Spin Reset');

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true,
        referenceResolution: new Vec2(1280, 720),
        scaleMode: SCALEMODE_BLEND,
        scaleBlend: 0.5
    });
    app.root.addChild(screen);

    // Anchored at a quarter, half and three quarters of the width, near the bottom.
    const colorButton = createButton({
        name: 'color button', label: 'Color', font, at: new Vec2(0.25, 0.12), color: new Color(0.85, 0.4, 0.2)
    });
    const spinButton = createButton({
        name: 'spin button', label: 'Spin', font, at: new Vec2(0.5, 0.12), color: new Color(0.2, 0.5, 0.85)
    });
    const resetButton = createButton({
        name: 'reset button', label: 'Reset', font, at: new Vec2(0.75, 0.12), color: new Color(0.25, 0.6, 0.35)
    });
    screen.addChild(colorButton);
    screen.addChild(spinButton);
    screen.addChild(resetButton);

    colorButton.button?.on('click', () => control.nextColor());
    spinButton.button?.on('click', () => control.toggleSpin());
    resetButton.button?.on('click', () => control.reset());

    // Reset only works when there is something to reset.
    const updateReset = () => {
        if (resetButton.button) resetButton.button.active = control.changed;
    };
    cube.on('cube:changed', updateReset);
    updateReset();

    app.start();
    return app;
}
