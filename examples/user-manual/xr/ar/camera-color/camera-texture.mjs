import { Color, Entity, StandardMaterial, XRSPACE_LOCALFLOOR, XRTYPE_AR } from 'playcanvas';

const xr = app.xr;
if (!xr) throw new Error('This application was created without an XrManager');

const cameraEntity = new Entity('AR camera');
cameraEntity.addComponent('camera');
app.root.addChild(cameraEntity);

// A "magic mirror" panel that shows what the device camera sees, unlit.
// emissiveMap is multiplied by emissive, which is black by default: make it white
const material = new StandardMaterial();
console.log(material.emissive.toString(false)); // → #000000
material.emissive = new Color(1, 1, 1);
material.diffuse = new Color(0, 0, 0);
material.update();
const panel = new Entity('mirror');
panel.addComponent('render', { type: 'plane', material });
app.root.addChild(panel);

// cameraColor is read by the engine but missing from the 2.23.3 type declarations,
// so the options go through a variable (a literal would fail the type check)
const options = {
    cameraColor: true,
    callback: (/** @type {Error|null} */ err) => {
        if (err) console.warn(`AR did not start: ${err.message}`);
    }
};
function startAr() {
    cameraEntity.camera?.startXr(XRTYPE_AR, XRSPACE_LOCALFLOOR, options);
}

// Views appear after the start; each has its own texture when camera access was granted
xr.views.on('add', (view) => {
    if (!xr.views.availableColor || !view.textureColor) return;
    material.emissiveMap = view.textureColor;
    material.update();
});
// The textures are destroyed with the session: drop the reference
xr.on('end', () => {
    material.emissiveMap = null;
    material.update();
});

// Outside a session: not supported, not available, no views
startAr();
console.log(xr.views.supportedColor, xr.views.availableColor); // → false false
console.log(xr.views.list.length, material.emissiveMap); // → 0 null
