import * as pc from 'playcanvas';

// Figure (after): the same scene as figure-fxaa-off.mjs, with the legacy fxaa script on the camera

// Load the classic script from the playcanvas package, as its script asset would
// be. The query gives this run its own module (Node caches modules by URL); the
// import sits inside a Function so that the sample runner keeps this file's lines.
Object.assign(globalThis, { pc });
const importModule = new Function('url', 'return import(url)');
await importModule(`${import.meta.resolve('playcanvas/scripts/posteffects/posteffect-fxaa.js')}?figure-fxaa-on`);

// Unlit white, so that every edge is a hard step from black to white
const white = new pc.StandardMaterial();
white.useLighting = false;
white.diffuse = new pc.Color(0, 0, 0);
white.emissive = new pc.Color(1, 1, 1);
white.update();

const camera = new pc.Entity('Camera');
camera.addComponent('camera', { clearColor: new pc.Color(0.05, 0.05, 0.07), fov: 30 });
camera.setPosition(0, 0, 6);
app.root.addChild(camera);

// A fan of thin wires from one point at shallow angles, where stair steps show the most
for (let i = 0; i < 6; i++) {
    const pivot = new pc.Entity(`Pivot ${i}`);
    pivot.setPosition(-2.6, -1, 0);
    pivot.setEulerAngles(0, 0, 4 + i * 7);
    app.root.addChild(pivot);
    const wire = new pc.Entity(`Wire ${i}`);
    wire.addComponent('render', { type: 'box', material: white });
    wire.setLocalScale(3.4, 0.03, 0.03);
    wire.setLocalPosition(1.7, 0, 0);
    pivot.addChild(wire);
}
// And a round silhouette
const ball = new pc.Entity('Ball');
ball.addComponent('render', { type: 'sphere', material: white });
ball.setPosition(1.8, 0.2, 0);
ball.setLocalScale(0.9, 0.9, 0.9);
app.root.addChild(ball);

camera.addComponent('script');
camera.script?.create('fxaa');

const queue = camera.camera?.postEffects;
console.log(queue?.effects.map((entry) => entry.name).join()); // → FxaaEffect
