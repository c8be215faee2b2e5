import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial,
    XRSPACE_LOCALFLOOR,
    XRTYPE_VR
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
 * The smallest VR app: a floor, three cubes at eye height and an
 * "Enter VR" button. Without WebXR the button is disabled, a line of text
 * says why, and the scene is drawn by the camera as on any 3D page.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {});
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.3, 0.3, 0.35);

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.4, 0.45, 0.5) });
    floor.setLocalScale(8, 1, 8);
    app.root.addChild(floor);

    // Three cubes 1.5 m in front of the start, at about eye height.
    const colors = [createMaterial(0.9, 0.35, 0.25), createMaterial(0.3, 0.8, 0.4), createMaterial(0.25, 0.5, 0.95)];
    const cubes = colors.map((material, i) => {
        const cube = new Entity(`cube-${i}`);
        cube.addComponent('render', { type: 'box', material });
        cube.setPosition((i - 1) * 0.6, 1.4, -1.5);
        cube.setLocalScale(0.3, 0.3, 0.3);
        app.root.addChild(cube);
        return cube;
    });
    app.on('update', (/** @type {number} */ dt) => {
        cubes.forEach((cube, i) => cube.rotate(0, (30 + i * 20) * dt, 0));
    });

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional' });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    // Outside XR this pose frames the page; in VR the headset sets the pose.
    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.1, 0.12, 0.16), nearClip: 0.01 });
    camera.setPosition(0, 1.6, 1.2);
    camera.lookAt(0, 1.3, -1.5);
    app.root.addChild(camera);

    // A button and a status line over the canvas.
    const panel = document.createElement('div');
    panel.style.cssText = 'position:fixed;left:0;right:0;bottom:20px;text-align:center;font:16px sans-serif;color:#fff';
    const button = document.createElement('button');
    button.textContent = 'Enter VR';
    button.style.cssText = 'font-size:18px;padding:10px 24px';
    const status = document.createElement('p');
    panel.append(button, status);
    document.body.append(panel);

    const xr = app.xr;
    const refresh = () => {
        if (!xr?.supported) {
            status.textContent = 'WebXR is not supported in this browser. Showing the scene on the page.';
        } else if (xr.active) {
            status.textContent = 'In VR.';
        } else if (!xr.isAvailable(XRTYPE_VR)) {
            status.textContent = 'No VR headset is available.';
        } else {
            status.textContent = 'Ready: press Enter VR.';
        }
        button.disabled = !xr?.supported || xr.active || !xr.isAvailable(XRTYPE_VR);
    };

    if (xr?.supported) {
        // Availability is answered asynchronously and changes when a headset connects.
        xr.on('available', refresh);
        xr.on('start', refresh);
        xr.on('end', refresh);
        button.addEventListener('click', () => {
            // Browsers only start an immersive session from a user action such as this click.
            camera.camera?.startXr(XRTYPE_VR, XRSPACE_LOCALFLOOR, {
                callback: (err) => {
                    if (err) status.textContent = `Could not enter VR: ${err.message}`;
                }
            });
        });
    }
    refresh();

    app.start();
    return app;
}
