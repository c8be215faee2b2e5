import {
    BLEND_ADDITIVE, BLEND_NORMAL, Color, Curve, CurveSet, EMITTERSHAPE_BOX, EMITTERSHAPE_SPHERE,
    Entity, StandardMaterial, Vec3
} from 'playcanvas';

// Figure: a campfire built from three particle systems on one entity tree.
// The picture on the page shows it after frames=180 (3 s), once the smoke has risen.
/** About how many particles a looping system keeps alive: lifetime / rate. */
const alive = (lifetime, rate) => Math.ceil(lifetime / rate);

const ground = new Entity('Ground');
const dirt = new StandardMaterial();
dirt.diffuse = new Color(0.3, 0.25, 0.2);
dirt.update();
ground.addComponent('render', { type: 'plane', material: dirt });
ground.setLocalScale(8, 1, 8);
app.root.addChild(ground);

const campfire = new Entity('Campfire');
app.root.addChild(campfire);

// Flames: additive, short-lived, rising and shrinking from orange to red
const flames = new Entity('Flames');
flames.addComponent('particlesystem', {
    numParticles: 60,
    lifetime: 0.8,
    rate: 0.015,
    emitterShape: EMITTERSHAPE_BOX,
    emitterExtents: new Vec3(0.5, 0, 0.5),
    blendType: BLEND_ADDITIVE,
    velocityGraph: new CurveSet([[0, 0], [0, 1.2], [0, 0]]),
    scaleGraph: new Curve([0, 0.5, 1, 0.1]),
    colorGraph: new CurveSet([[0, 1], [0, 0.6, 1, 0.15], [0, 0.2, 1, 0]]),
    alphaGraph: new Curve([0, 0, 0.2, 1, 1, 0])
});
campfire.addChild(flames);

// Smoke: alpha-blended, slow, growing and fading; soft where it meets the ground
const smoke = new Entity('Smoke');
smoke.addComponent('particlesystem', {
    numParticles: 40,
    lifetime: 4,
    rate: 0.1,
    emitterShape: EMITTERSHAPE_SPHERE,
    emitterRadius: 0.2,
    blendType: BLEND_NORMAL,
    depthSoftening: 0.5,
    velocityGraph: new CurveSet([[0, 0.1], [0, 0.8, 1, 1.2], [0, 0]]),
    scaleGraph: new Curve([0, 0.4, 1, 2]),
    colorGraph: new CurveSet([[0, 0.35], [0, 0.35], [0, 0.35]]),
    alphaGraph: new Curve([0, 0, 0.3, 0.4, 1, 0])
});
smoke.setLocalPosition(0, 0.8, 0);
campfire.addChild(smoke);

// Sparks: few, fast, stretched along their motion
const sparks = new Entity('Sparks');
sparks.addComponent('particlesystem', {
    numParticles: 30,
    lifetime: 1.5,
    rate: 0.08,
    rate2: 0.2,
    emitterShape: EMITTERSHAPE_BOX,
    emitterExtents: new Vec3(0.4, 0, 0.4),
    blendType: BLEND_ADDITIVE,
    stretch: 0.1,
    alignToMotion: true,
    // Each spark picks a velocity between the two curve sets, so they fan out
    velocityGraph: new CurveSet([[0, -0.6], [0, 3, 1, 1], [0, -0.6]]),
    velocityGraph2: new CurveSet([[0, 0.6], [0, 4, 1, 1.5], [0, 0.6]]),
    scaleGraph: new Curve([0, 0.05]),
    colorGraph: new CurveSet([[0, 1], [0, 0.8], [0, 0.3]])
});
campfire.addChild(sparks);

// The fire's glow on the ground: particles give off no light themselves
const glow = new Entity('Glow');
glow.addComponent('light', { type: 'omni', color: new Color(1, 0.55, 0.25), intensity: 2, range: 5 });
glow.setLocalPosition(0, 0.4, 0);
campfire.addChild(glow);

const camera = new Entity('Camera');
camera.addComponent('camera', { clearColor: new Color(0.05, 0.06, 0.1) });
camera.setPosition(0, 1.6, 4);
camera.lookAt(0, 1.1, 0);
app.root.addChild(camera);
// Depth softening reads the scene depth map, which only the camera's grab pass fills
camera.camera?.requestSceneDepthMap(true);
console.log(camera.camera?.renderSceneDepthMap); // → true

// Each pool is large enough for the particles its rate keeps alive
console.log(`${alive(0.8, 0.015)} / ${flames.particlesystem?.numParticles}`); // → 54 / 60
console.log(`${alive(4, 0.1)} / ${smoke.particlesystem?.numParticles}`); // → 40 / 40

// Defaults the page relies on: no depth write, world space, unlit
const ps = flames.particlesystem;
console.log(ps?.depthWrite, ps?.localSpace, ps?.lighting); // → false false false
