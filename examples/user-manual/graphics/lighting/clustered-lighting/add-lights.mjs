import { Color, Entity, StandardMaterial } from 'playcanvas';

const camera = new Entity('Camera');
camera.addComponent('camera');
camera.setPosition(0, 12, 12);
camera.lookAt(0, 0, 0);
app.root.addChild(camera);

const groundMaterial = new StandardMaterial();
const ground = new Entity('Ground');
ground.addComponent('render', { type: 'plane', material: groundMaterial });
ground.setLocalScale(20, 1, 20);
app.root.addChild(ground);

/** Adds an omni lamp of a random colour. */
const addLamp = (x, z) => {
    const lamp = new Entity('Lamp');
    lamp.addComponent('light', {
        type: 'omni',
        color: new Color(Math.random(), Math.random(), Math.random()),
        range: 3
    });
    lamp.setPosition(x, 0.5, z);
    app.root.addChild(lamp);
};
addLamp(0, 0);

let frame = 0;
let shadersBefore = 0;
app.on('postrender', () => {
    frame += 1;
    if (frame === 1) {
        // variants: the material's shader cache, read here only to count shaders
        shadersBefore = groundMaterial.variants.size;
        for (let i = 0; i < 40; i++) addLamp(Math.random() * 16 - 8, Math.random() * 16 - 8);
    } else if (frame === 2) {
        // 40 more lights, and the ground still uses the same single shader
        console.log(shadersBefore, groundMaterial.variants.size); // → 1 1
    }
});
