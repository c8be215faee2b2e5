import * as pc from 'playcanvas';

// Figure (before): a dark room with a lamp and three neon tubes, without post effects

const camera = new pc.Entity('Camera');
camera.addComponent('camera', { clearColor: new pc.Color(0.02, 0.02, 0.04), fov: 45 });
camera.setPosition(0, 1.6, 7);
camera.lookAt(0, 1.1, 0);
app.root.addChild(camera);

app.scene.ambientLight = new pc.Color(0.06, 0.06, 0.08);

/** A surface that only glows, at the given colour. @param {number[]} rgb */
const glow = ([r, g, b]) => {
    const material = new pc.StandardMaterial();
    material.diffuse = new pc.Color(0, 0, 0);
    material.emissive = new pc.Color(r, g, b);
    material.update();
    return material;
};
/** @param {number[]} rgb */
const paint = ([r, g, b]) => {
    const material = new pc.StandardMaterial();
    material.diffuse = new pc.Color(r, g, b);
    material.update();
    return material;
};
/**
 * @param {string} name @param {'box' | 'plane' | 'sphere'} type @param {pc.Material} material
 * @param {number[]} pos @param {number[]} scale
 */
const add = (name, type, material, [x, y, z], [sx, sy, sz]) => {
    const entity = new pc.Entity(name);
    entity.addComponent('render', { type, material });
    entity.setPosition(x, y, z);
    entity.setLocalScale(sx, sy, sz);
    app.root.addChild(entity);
};

// A dark floor and two dull crates: lit, but never bright enough to glow
add('Floor', 'plane', paint([0.12, 0.12, 0.14]), [0, 0, 0], [14, 1, 10]);
add('Crate A', 'box', paint([0.45, 0.36, 0.26]), [-1.3, 0.4, 0.8], [0.8, 0.8, 0.8]);
add('Crate B', 'box', paint([0.45, 0.36, 0.26]), [1.4, 0.3, 1], [0.6, 0.6, 0.6]);

// The bright parts: a lamp and three neon tubes
add('Lamp', 'sphere', glow([1, 0.85, 0.55]), [0, 1.3, 0], [0.7, 0.7, 0.7]);
add('Neon cyan', 'box', glow([0.2, 1, 1]), [-2.6, 1.3, -0.5], [0.1, 2.2, 0.1]);
add('Neon pink', 'box', glow([1, 0.25, 0.8]), [2.6, 1.3, -0.5], [0.1, 2.2, 0.1]);
add('Neon green', 'box', glow([0.35, 1, 0.4]), [0, 2.7, -1], [3.6, 0.1, 0.1]);

// The lamp lights the crates and the floor
const light = new pc.Entity('Lamp light');
light.addComponent('light', { type: 'omni', color: new pc.Color(1, 0.85, 0.6), range: 8, intensity: 1.5 });
light.setPosition(0, 1.5, 1.8);
app.root.addChild(light);

console.log(camera.camera?.postEffects.effects.length); // → 0
