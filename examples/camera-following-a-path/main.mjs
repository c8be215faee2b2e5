import {
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    RESOLUTION_AUTO,
    StandardMaterial
} from 'playcanvas';
import { PathFollower } from './path-follower.mjs';

/**
 * Builds the path demo: a small town of blocks, a loop of waypoints
 * weaving between them, and a camera that flies along the loop.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas);
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    /**
     * @param {number} r - Red, 0 to 1.
     * @param {number} g - Green, 0 to 1.
     * @param {number} b - Blue, 0 to 1.
     * @returns {StandardMaterial} A plain coloured material.
     */
    const createMaterial = (r, g, b) => {
        const material = new StandardMaterial();
        material.diffuse = new Color(r, g, b);
        material.update();
        return material;
    };

    const ground = new Entity('ground');
    ground.addComponent('render', { type: 'plane', material: createMaterial(0.4, 0.45, 0.4) });
    ground.setLocalScale(60, 1, 60);
    app.root.addChild(ground);

    // A grid of blocks with varying heights; the path passes between them.
    const blockMaterial = createMaterial(0.85, 0.6, 0.4);
    for (let x = -2; x <= 2; x++) {
        for (let z = -2; z <= 2; z++) {
            if ((x + z) % 2 !== 0) continue;
            const height = 2 + ((x * 7 + z * 3 + 10) % 5);
            const block = new Entity(`block-${x}-${z}`);
            block.addComponent('render', { type: 'box', material: blockMaterial });
            block.setLocalScale(3, height, 3);
            block.setPosition(x * 8, height / 2, z * 8);
            app.root.addChild(block);
        }
    }

    const light = new Entity('light');
    light.addComponent('light', {
        type: 'directional',
        castShadows: true,
        shadowDistance: 80,
        shadowBias: 0.2,
        normalOffsetBias: 0.05
    });
    light.setEulerAngles(45, 35, 0);
    app.root.addChild(light);

    // Waypoints: the children of `path`, in the order the camera visits them.
    const path = new Entity('path');
    app.root.addChild(path);
    const waypoints = [
        [-20, 3, -20], [0, 6, -24], [20, 3, -20], [24, 8, 0],
        [22, 4, 22], [4, 4, 12], [-4, 10, 4], [-22, 5, 22], [-24, 5, 0]
    ];
    const markerMaterial = createMaterial(1, 0.85, 0.2);
    waypoints.forEach(([x, y, z], i) => {
        const node = new Entity(`waypoint-${i}`);
        node.addComponent('render', { type: 'sphere', material: markerMaterial, castShadows: false });
        node.setLocalScale(0.4, 0.4, 0.4);
        node.setPosition(x, y, z);
        path.addChild(node);
    });

    const camera = new Entity('camera');
    camera.addComponent('camera', {
        fov: 60,
        farClip: 200,
        clearColor: new Color(0.55, 0.7, 0.85)
    });
    app.root.addChild(camera);

    camera.addComponent('script');
    camera.script?.create(PathFollower, {
        properties: { path, duration: 30, lookAhead: 0.02, showPath: true }
    });

    app.start();
    return app;
}
