import * as pc from 'playcanvas';

// Figure (after): the same scene as figure-hue-saturation-off.mjs, with the legacy hueSaturation script on the camera

// Load the classic script from the playcanvas package, as its script asset would
// be. The query gives this run its own module (Node caches modules by URL); the
// import sits inside a Function so that the sample runner keeps this file's lines.
Object.assign(globalThis, { pc });
const importModule = new Function('url', 'return import(url)');
await importModule(`${import.meta.resolve('playcanvas/scripts/posteffects/posteffect-huesaturation.js')}?figure-hue-saturation-on`);

const camera = new pc.Entity('Camera');
camera.addComponent('camera', { clearColor: new pc.Color(0.62, 0.76, 0.92), fov: 40 });
camera.setPosition(0, 2.4, 8);
camera.lookAt(0, 0.8, 0);
app.root.addChild(camera);

app.scene.ambientLight = new pc.Color(0.3, 0.3, 0.35);
const sun = new pc.Entity('Sun');
sun.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 20, shadowBias: 0.2, normalOffsetBias: 0.05 });
sun.setEulerAngles(50, 35, 0);
app.root.addChild(sun);

/** @param {number[]} rgb */
const paint = ([r, g, b]) => {
    const material = new pc.StandardMaterial();
    material.diffuse = new pc.Color(r, g, b);
    material.update();
    return material;
};

const floor = new pc.Entity('Floor');
floor.addComponent('render', { type: 'plane', material: paint([0.82, 0.8, 0.76]) });
floor.setLocalScale(16, 1, 10);
app.root.addChild(floor);

// Six saturated objects in a row, red to violet
/** @type {Array<'sphere' | 'box' | 'cylinder' | 'cone'>} */
const shapes = ['sphere', 'box', 'cylinder', 'sphere', 'box', 'cone'];
const colours = [[0.85, 0.1, 0.1], [0.95, 0.5, 0.05], [0.95, 0.85, 0.1], [0.15, 0.7, 0.2], [0.1, 0.35, 0.9], [0.55, 0.15, 0.75]];
shapes.forEach((type, i) => {
    const shape = new pc.Entity(`Shape ${i}`);
    shape.addComponent('render', { type, material: paint(colours[i]) });
    shape.setPosition(-3.75 + i * 1.5, 0.5, 0);
    app.root.addChild(shape);
});

// A strip of greys behind them, black to white, unlit so that each keeps its value
for (let i = 0; i < 8; i++) {
    const grey = new pc.StandardMaterial();
    grey.useLighting = false;
    grey.diffuse = new pc.Color(0, 0, 0);
    grey.emissive = new pc.Color(i / 7, i / 7, i / 7);
    grey.update();
    const step = new pc.Entity(`Grey ${i}`);
    step.addComponent('render', { type: 'box', material: grey, castShadows: false });
    step.setPosition(-3.5 + i, 2, -1.5);
    step.setLocalScale(1, 0.6, 0.1);
    app.root.addChild(step);
}

camera.addComponent('script');
camera.script?.create('hueSaturation', { attributes: { saturation: -0.7 } });

const queue = camera.camera?.postEffects;
console.log(queue?.effects.map((entry) => entry.name).join()); // → HueSaturationEffect
const effect = queue?.effects[0].effect;
console.log(effect.hue, effect.saturation); // → 0 -0.7
