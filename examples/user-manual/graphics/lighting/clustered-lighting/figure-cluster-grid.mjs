import { Color, Entity, LAYERID_WORLD, StandardMaterial, Vec3 } from 'playcanvas';

// Figure: the light grid drawn with debugLayer over 20 small omni lights on a dark floor, seen from above.
// Grey lines are the cell borders; cells holding lights are tinted, redder with more lights, and
// cells that no light reaches stay clear.

const lighting = app.scene.lighting;
lighting.cells = new Vec3(8, 1, 8);
// A low limit makes the tint of a cell with a few lights easy to see
lighting.maxLightsPerCell = 6;
lighting.debugLayer = LAYERID_WORLD;

const floorMaterial = new StandardMaterial();
floorMaterial.diffuse = new Color(0.3, 0.3, 0.32);
floorMaterial.update();
const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', material: floorMaterial });
floor.setLocalScale(24, 1, 24);
app.root.addChild(floor);

// Lights in three clusters and a few strays, so some cells hold several lights and some none
const spots = [
    [-6, -5], [-5, -6], [-6.5, -3.5], [-4.5, -4.5], [-5.5, -2.5],
    [4, -5], [5, -4], [3.5, -3.5], [5.5, -6],
    [0, 3], [1, 4], [-1, 4.5], [0.5, 5.5], [-0.5, 2], [1.5, 2.5], [2, 5],
    [-7, 5], [7, 1], [-2, -1], [6.5, 6]
];
// Pale lights with a short range, so each one reaches only the cells around it
spots.forEach(([x, z]) => {
    const lamp = new Entity('Lamp');
    lamp.addComponent('light', { type: 'omni', color: new Color(0.85, 0.9, 1), intensity: 1.5, range: 0.9 });
    lamp.setLocalPosition(x, 0.5, z);
    app.root.addChild(lamp);
});

app.scene.ambientLight = new Color(0.04, 0.04, 0.05);

const camera = new Entity('Camera');
camera.addComponent('camera', { clearColor: new Color(0.02, 0.02, 0.03), fov: 36 });
camera.setLocalPosition(0, 24, 5);
camera.lookAt(0, 0, 0);
app.root.addChild(camera);

console.log(app.root.findComponents('light').length, lighting.cells); // → 20 [8, 1, 8]
console.log(lighting.debugLayer === LAYERID_WORLD, lighting.maxLightsPerCell); // → true 6
