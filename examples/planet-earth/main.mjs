import {
    Application,
    BLEND_NORMAL,
    Color,
    Entity,
    FILLMODE_NONE,
    Mesh,
    MeshInstance,
    RESOLUTION_AUTO,
    SphereGeometry,
    StandardMaterial
} from 'playcanvas';
import { createPlanetTextures } from './planet-textures.mjs';
import { Spin } from './spin.mjs';

/**
 * A planet whose textures are all generated at start: day colours, a normal
 * map for the land and a cloud layer on a slightly larger sphere. The sun is a
 * directional light from one side.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);
    app.scene.ambientLight = new Color(0.03, 0.03, 0.05);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0, 0, 0.02), fov: 40 });
    camera.setPosition(0, 0.4, 3.4);
    camera.lookAt(0, 0, 0);
    app.root.addChild(camera);

    const sun = new Entity('sun');
    sun.addComponent('light', { type: 'directional', intensity: 1.5 });
    sun.setEulerAngles(75, 50, 0);
    app.root.addChild(sun);

    const textures = createPlanetTextures(app.graphicsDevice, 512, 256);

    // A finer sphere than the render component's primitive, with tangents for the normal map
    const sphere = Mesh.fromGeometry(app.graphicsDevice, new SphereGeometry({
        radius: 1,
        latitudeBands: 48,
        longitudeBands: 96,
        calculateTangents: true
    }));

    const earthMaterial = new StandardMaterial();
    earthMaterial.diffuseMap = textures.day;
    earthMaterial.normalMap = textures.normal;
    earthMaterial.gloss = 0.4;
    earthMaterial.update();

    const cloudMaterial = new StandardMaterial();
    cloudMaterial.diffuse = new Color(1, 1, 1);
    cloudMaterial.opacityMap = textures.clouds;
    cloudMaterial.opacityMapChannel = 'a';
    cloudMaterial.blendType = BLEND_NORMAL;
    cloudMaterial.depthWrite = false;
    cloudMaterial.gloss = 0;
    cloudMaterial.update();

    // The planet leans like the Earth, and the ground and the clouds turn inside the tilt
    const planet = new Entity('planet');
    planet.setLocalEulerAngles(0, 0, 23.4);
    app.root.addChild(planet);

    const earth = new Entity('earth');
    earth.addComponent('render', { meshInstances: [new MeshInstance(sphere, earthMaterial)] });
    earth.addComponent('script');
    earth.script?.create(Spin, { properties: { speed: 8 } });
    planet.addChild(earth);

    const cloudLayer = new Entity('clouds');
    cloudLayer.addComponent('render', { meshInstances: [new MeshInstance(sphere, cloudMaterial)], castShadows: false });
    cloudLayer.setLocalScale(1.02, 1.02, 1.02);
    cloudLayer.addComponent('script');
    cloudLayer.script?.create(Spin, { properties: { speed: 11 } });
    planet.addChild(cloudLayer);

    app.start();
    return app;
}
