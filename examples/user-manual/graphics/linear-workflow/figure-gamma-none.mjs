import { Color, Entity, GAMMA_NONE, StandardMaterial } from 'playcanvas';

// Figure (wrong output): the scene of figure-gamma-srgb.mjs, drawn by a camera with
// Gamma 1.0 (GAMMA_NONE): linear values go to the screen without gamma encoding.

const camera = new Entity('camera');
camera.addComponent('camera', { fov: 40, gammaCorrection: GAMMA_NONE, clearColor: new Color(0.5, 0.5, 0.5) });
camera.setLocalPosition(0, 1.2, 7);
camera.lookAt(0, 0.6, 0);
app.root.addChild(camera);

const sun = new Entity('sun');
sun.addComponent('light', { type: 'directional', intensity: 1.2 });
sun.setLocalEulerAngles(30, 70, 0); // light from the right: a long falloff across each sphere
app.root.addChild(sun);
app.scene.ambientLight = new Color(0.05, 0.05, 0.05);

// Lit spheres: white, red, green and blue plastic
[[0.9, 0.9, 0.9], [0.8, 0.15, 0.1], [0.2, 0.7, 0.25], [0.15, 0.3, 0.85]].forEach((rgb, i) => {
    const material = new StandardMaterial();
    material.diffuse = new Color(rgb[0], rgb[1], rgb[2]);
    material.update();
    const sphere = new Entity(`sphere-${i}`);
    sphere.addComponent('render', { type: 'sphere', material });
    sphere.setLocalPosition(-2.4 + i * 1.6, 1.4, 0);
    sphere.setLocalScale(1.3, 1.3, 1.3);
    app.root.addChild(sphere);
});

// Unlit swatches: each shows its colour value as it is, with no lighting
for (let i = 0; i < 8; i++) {
    const material = new StandardMaterial();
    material.useLighting = false;
    material.diffuse = new Color(0, 0, 0);
    material.emissive = new Color(i / 7, i / 7, i / 7);
    material.update();
    const swatch = new Entity(`swatch-${i}`);
    swatch.addComponent('render', { type: 'box', material });
    swatch.setLocalPosition(-3.15 + i * 0.9, -0.1, 0);
    swatch.setLocalScale(0.9, 0.6, 0.1);
    app.root.addChild(swatch);
}

console.log(camera.camera?.gammaCorrection === GAMMA_NONE); // → true
