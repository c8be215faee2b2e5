import { Entity, Vec3 } from 'playcanvas';

/** @import { Material } from 'playcanvas' */

/**
 * Adds one visible part with its own primitive collision shape to a compound body.
 * The part gets no rigid body: its shape becomes a child of the parent's compound shape.
 *
 * @param {Entity} parent - The entity whose collision type is 'compound'.
 * @param {'box' | 'sphere' | 'cylinder'} type - Primitive used for both render and collision.
 * @param {Vec3} position - Local position relative to the parent.
 * @param {Vec3} size - Full size of the part along each axis.
 * @param {Material} material - Material to render with.
 * @param {Vec3} [angles] - Local rotation in degrees.
 * @returns {Entity} The part.
 */
function addPart(parent, type, position, size, material, angles = Vec3.ZERO) {
    const part = new Entity(`${parent.name}-${type}`);
    part.setLocalPosition(position);
    part.setLocalEulerAngles(angles);
    part.setLocalScale(size);
    part.addComponent('render', { type, material });
    // The part's shape joins the parent's compound shape once the object is in the scene.
    parent.addChild(part);

    // Collision shapes ignore the entity scale, so give them the real dimensions.
    if (type === 'box') {
        part.addComponent('collision', { type: 'box', halfExtents: size.clone().mulScalar(0.5) });
    } else if (type === 'sphere') {
        part.addComponent('collision', { type: 'sphere', radius: size.x * 0.5 });
    } else {
        part.addComponent('collision', { type: 'cylinder', radius: size.x * 0.5, height: size.y });
    }
    return part;
}

/**
 * Builds a table: one top and four legs, all part of a single rigid body.
 * The parent's origin is the body's centre of mass, so it sits inside the table.
 *
 * @param {Material} material - Material to render with.
 * @returns {Entity} A detached entity; add it to the scene to start simulating it.
 */
export function createTable(material) {
    const table = new Entity('table');
    table.addComponent('collision', { type: 'compound' });

    addPart(table, 'box', new Vec3(0, 0.45, 0), new Vec3(2, 0.12, 1.2), material);
    const legSize = new Vec3(0.12, 0.8, 0.12);
    for (const [x, z] of [[-0.9, -0.5], [0.9, -0.5], [-0.9, 0.5], [0.9, 0.5]]) {
        addPart(table, 'box', new Vec3(x, 0, z), legSize, material);
    }

    // The order does not matter: the body gets the complete shape when the table enters the scene.
    table.addComponent('rigidbody', { type: 'dynamic', mass: 5, friction: 0.6, restitution: 0.1 });
    return table;
}

/**
 * Builds a dumbbell: a cylinder bar with a sphere at each end.
 *
 * @param {Material} material - Material to render with.
 * @returns {Entity} A detached entity; add it to the scene to start simulating it.
 */
export function createDumbbell(material) {
    const dumbbell = new Entity('dumbbell');
    dumbbell.addComponent('collision', { type: 'compound' });

    // A cylinder stands along Y; tilt the bar so that it lies along X.
    addPart(dumbbell, 'cylinder', new Vec3(0, 0, 0), new Vec3(0.15, 1.6, 0.15), material, new Vec3(0, 0, 90));
    addPart(dumbbell, 'sphere', new Vec3(-0.8, 0, 0), new Vec3(0.6, 0.6, 0.6), material);
    addPart(dumbbell, 'sphere', new Vec3(0.8, 0, 0), new Vec3(0.6, 0.6, 0.6), material);

    dumbbell.addComponent('rigidbody', { type: 'dynamic', mass: 3, friction: 0.5, restitution: 0.2 });
    return dumbbell;
}
