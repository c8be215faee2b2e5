import {
    Color, Entity, Layer, LAYERID_DEPTH, LAYERID_IMMEDIATE, LAYERID_SKYBOX, LAYERID_UI, LAYERID_WORLD,
    SORTMODE_BACK2FRONT, SORTMODE_MATERIALMESH, StandardMaterial
} from 'playcanvas';

// A layer for the first-person weapon, drawn after the world
const viewModel = new Layer({ name: 'ViewModel' });
const layers = app.scene.layers;
// Insert its opaque sublayer just before the UI; the weapon camera draws both, so the UI stays on top
const ui = layers.getLayerById(LAYERID_UI);
if (ui) layers.insertOpaque(viewModel, layers.getTransparentIndex(ui));

// The world: the end of a wall the player stands right in front of, and the floor beyond it
const brick = new StandardMaterial();
brick.diffuse = new Color(0.62, 0.33, 0.25);
brick.update();
const wall = new Entity('Wall');
wall.addComponent('render', { type: 'box', material: brick });
wall.setLocalScale(1.2, 3, 0.2);
wall.setPosition(0.5, 1.5, -0.6);
app.root.addChild(wall);
const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane' });
floor.setLocalScale(20, 1, 20);
app.root.addChild(floor);
app.scene.ambientLight = new Color(0.25, 0.25, 0.25);

// The main camera draws the world; the weapon and the UI are left to the weapon camera
const player = new Entity('Player Camera');
player.addComponent('camera', {
    layers: [LAYERID_WORLD, LAYERID_DEPTH, LAYERID_SKYBOX, LAYERID_IMMEDIATE],
    clearColor: new Color(0.5, 0.6, 0.7)
});
player.setPosition(0, 1.6, 0);
app.root.addChild(player);

// The weapon camera: same view, draws the weapon and then the UI over the world's picture
const weaponCam = new Entity('Weapon Camera');
weaponCam.addComponent('camera', {
    layers: [viewModel.id, LAYERID_UI],
    priority: 1,
    clearColorBuffer: false, // keep the world picture
    clearDepthBuffer: true, // the weapon never goes into the wall
    fov: 50,
    nearClip: 0.01,
    farClip: 5
});
player.addChild(weaponCam);

const metal = new StandardMaterial();
metal.diffuse = new Color(0.35, 0.35, 0.4);
metal.update();
const weapon = new Entity('Weapon');
weapon.addComponent('render', { type: 'box', material: metal, layers: [viewModel.id] });
weapon.setLocalScale(0.08, 0.1, 0.9);
weapon.setLocalPosition(0.25, -0.2, -0.5); // reaches through the wall
weaponCam.addChild(weapon);

// Lights only light the layers they list: add the new layer to the sun
const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', layers: [LAYERID_WORLD, viewModel.id] });
sun.setEulerAngles(45, 30, 0);
app.root.addChild(sun);

// Sort-mode defaults of a new layer
console.log(viewModel.opaqueSortMode === SORTMODE_MATERIALMESH, viewModel.transparentSortMode === SORTMODE_BACK2FRONT); // → true true
console.log(layers.layerList.map((l) => l.name).join(', ')); // → World, Depth, Skybox, World, Immediate, Immediate, ViewModel, UI

// One frame, in the order it is drawn: the player camera first, then the weapon and the UI
/** @type {string[]} */
const drawn = [];
app.scene.on('prerender:layer', (camera, layer, transparent) => {
    drawn.push(`${camera.entity.name}: ${layer.name}${transparent ? ' (T)' : ''}`);
});
app.once('postrender', () => {
    console.log(drawn.join(' | ')); // → Player Camera: World | Player Camera: Skybox | Player Camera: World (T) | Player Camera: Immediate | Player Camera: Immediate (T) | Weapon Camera: ViewModel | Weapon Camera: UI (T)
});
