import {
    Color,
    Entity,
    PROJECTION_ORTHOGRAPHIC,
    StandardMaterial
} from 'playcanvas';

/** @import { AppBase } from 'playcanvas' */

/** Size of the play area in world units; the ball stays between the walls. */
export const ARENA = {
    halfWidth: 3,
    floorY: 0,
    ceilingY: 10
};

/**
 * Creates a material with a single diffuse colour.
 *
 * @param {Color} color - The colour.
 * @returns {StandardMaterial} The material.
 */
function colorMaterial(color) {
    const material = new StandardMaterial();
    material.diffuse = color;
    material.update();
    return material;
}

/**
 * Builds the Keepyup scene: a back wall, a floor, two side walls, the ball,
 * a light and an orthographic camera that looks at the play area.
 *
 * @param {AppBase} app - The application to add the entities to.
 * @returns {{ ball: Entity, camera: Entity }} The entities later parts attach scripts to.
 */
export function createKeepyupScene(app) {
    const width = ARENA.halfWidth * 2;
    const height = ARENA.ceilingY - ARENA.floorY;

    // The back wall is a plane rotated to face the camera.
    const backWall = new Entity('back-wall');
    backWall.addComponent('render', {
        type: 'plane',
        material: colorMaterial(new Color(0.16, 0.32, 0.5))
    });
    backWall.setLocalScale(width + 4, 1, height + 4);
    backWall.setLocalEulerAngles(90, 0, 0);
    backWall.setPosition(0, height / 2, -1);
    app.root.addChild(backWall);

    const floor = new Entity('floor');
    floor.addComponent('render', {
        type: 'box',
        material: colorMaterial(new Color(0.3, 0.62, 0.3))
    });
    floor.setLocalScale(width + 4, 1, 2);
    floor.setPosition(0, ARENA.floorY - 0.5, 0);
    app.root.addChild(floor);

    // Thin posts mark the left and right edges of the play area.
    const postMaterial = colorMaterial(new Color(0.9, 0.9, 0.92));
    for (const side of [-1, 1]) {
        const post = new Entity(side < 0 ? 'left-wall' : 'right-wall');
        post.addComponent('render', { type: 'box', material: postMaterial });
        post.setLocalScale(0.2, height, 0.2);
        post.setPosition(side * (ARENA.halfWidth + 0.1), height / 2, 0);
        app.root.addChild(post);
    }

    // The ball: a sphere 1 unit across with a two-colour look from a child.
    const ball = new Entity('ball');
    ball.addComponent('render', {
        type: 'sphere',
        material: colorMaterial(new Color(0.95, 0.95, 0.95))
    });
    ball.setPosition(0, 6, 0);
    app.root.addChild(ball);

    // A dark band around the ball makes its spin visible.
    const band = new Entity('ball-band');
    band.addComponent('render', {
        type: 'cylinder',
        material: colorMaterial(new Color(0.1, 0.1, 0.12))
    });
    band.setLocalScale(1.02, 0.25, 1.02);
    band.setLocalEulerAngles(90, 0, 0);
    ball.addChild(band);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', intensity: 1.2 });
    light.setEulerAngles(40, 20, 0);
    app.root.addChild(light);

    // An orthographic camera shows the play area without perspective,
    // so a screen position maps directly to a position in the arena.
    const camera = new Entity('camera');
    camera.addComponent('camera', {
        projection: PROJECTION_ORTHOGRAPHIC,
        orthoHeight: height / 2 + 0.5,
        clearColor: new Color(0.08, 0.1, 0.14)
    });
    camera.setPosition(0, height / 2, 10);
    app.root.addChild(camera);

    app.scene.ambientLight = new Color(0.35, 0.35, 0.4);

    return { ball, camera };
}
