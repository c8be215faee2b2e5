import { Color, Entity, LAYERID_DEPTH, LAYERID_SKYBOX, LAYERID_UI, LAYERID_WORLD, Layer, StandardMaterial } from 'playcanvas';

// A display case: a spot light that lights only the exhibit, not the room around it
const layers = app.scene.layers;
const showcase = new Layer({ name: 'Showcase' });
layers.push(showcase);

const camera = new Entity('Camera');
camera.addComponent('camera', { layers: [LAYERID_WORLD, LAYERID_DEPTH, LAYERID_SKYBOX, showcase.id, LAYERID_UI] });
camera.setPosition(0, 1.5, 3);
app.root.addChild(camera);

const gold = new StandardMaterial();
gold.diffuse = new Color(0.9, 0.7, 0.3);
gold.update();
const exhibit = new Entity('Exhibit');
exhibit.addComponent('render', { type: 'sphere', material: gold, layers: [showcase.id] });
exhibit.setPosition(0, 1.5, 0); // resting on the plinth
app.root.addChild(exhibit);

const plinth = new Entity('Plinth');
plinth.addComponent('render', { type: 'box' }); // stays on World
plinth.setLocalScale(0.6, 1, 0.6);
plinth.setPosition(0, 0.5, 0);
app.root.addChild(plinth);

// The spot lists only the Showcase layer; the room light lists both
const spot = new Entity('Case Light');
spot.addComponent('light', { type: 'spot', range: 3, outerConeAngle: 20, layers: [showcase.id] });
spot.setPosition(0, 2.8, 0); // unrotated, it shines straight down
app.root.addChild(spot);

const room = new Entity('Room Light');
room.addComponent('light', { type: 'directional', intensity: 0.4, layers: [LAYERID_WORLD, showcase.id] });
room.setEulerAngles(45, 30, 0);
app.root.addChild(room);

const world = layers.getLayerById(LAYERID_WORLD);
const caseLight = spot.light?.light;
if (world && caseLight) {
    console.log(showcase.hasLight(caseLight), world.hasLight(caseLight)); // → true false
}
