import { Color, Entity, StandardMaterial, Vec4 } from 'playcanvas';

// Figure: a two-player split screen. Each camera renders the same scene into half of the canvas.
/** @param {string} name @param {Color} color */
function material(name, color) {
    const m = new StandardMaterial();
    m.name = name;
    m.diffuse = color;
    m.update();
    return m;
}

const ground = new Entity('Ground');
ground.addComponent('render', { type: 'plane', material: material('Grass', new Color(0.35, 0.55, 0.3)) });
ground.setLocalScale(20, 1, 20);
app.root.addChild(ground);

const red = new Entity('Player 1');
red.addComponent('render', { type: 'box', material: material('Red', new Color(0.8, 0.2, 0.15)) });
red.setPosition(-2, 0.5, 0);
app.root.addChild(red);

const blue = new Entity('Player 2');
blue.addComponent('render', { type: 'box', material: material('Blue', new Color(0.15, 0.35, 0.8)) });
blue.setPosition(2, 0.5, 0);
app.root.addChild(blue);

// A few crates around the players, so each half shows where its player stands
const crateMaterial = material('Wood', new Color(0.6, 0.45, 0.25));
[[-5, -3], [0, -4], [5, -2], [-3, -7], [3, -6]].forEach(([x, z], i) => {
    const crate = new Entity(`Crate ${i}`);
    crate.addComponent('render', { type: 'box', material: crateMaterial });
    crate.setPosition(x, 0.5, z);
    app.root.addChild(crate);
});

app.scene.ambientLight = new Color(0.3, 0.3, 0.3);
const light = new Entity('Sun');
// The biases keep the large ground free of shadow stripes (acne)
light.addComponent('light', { type: 'directional', castShadows: true, shadowBias: 0.2, normalOffsetBias: 0.05 });
light.setEulerAngles(45, 30, 0);
app.root.addChild(light);

// Left half follows player 1, right half follows player 2
/** @param {string} name @param {Vec4} rect @param {Entity} target @param {number} side */
function playerCamera(name, rect, target, side) {
    const cam = new Entity(name);
    cam.addComponent('camera', { rect, fov: 50, clearColor: new Color(0.6, 0.75, 0.9) });
    // Behind its player and off to the player's outer side
    const p = target.getPosition();
    cam.setPosition(p.x + side * 2.5, p.y + 3, p.z + 6);
    cam.lookAt(p);
    app.root.addChild(cam);
    return cam;
}
const left = playerCamera('Camera 1', new Vec4(0, 0, 0.5, 1), red, -1);
const right = playerCamera('Camera 2', new Vec4(0.5, 0, 0.5, 1), blue, 1);

console.log(left.camera?.rect.toString()); // → [0, 0, 0.5, 1]
console.log(right.camera?.rect.toString()); // → [0.5, 0, 0.5, 1]
