import {
    AnimCurve,
    AnimData,
    AnimTrack,
    Color,
    Entity,
    INTERPOLATION_LINEAR,
    Quat,
    StandardMaterial
} from 'playcanvas';

/**
 * Builds a simple figure out of boxes with named joints, standing in for an
 * imported model. Each joint is an empty entity the animation rotates; the
 * visible box hangs below it, so the limb swings from the joint.
 *
 * @returns {Entity} The root of the figure.
 */
export function createFigure() {
    const material = new StandardMaterial();
    material.diffuse = new Color(0.85, 0.6, 0.35);
    material.update();

    /**
     * @param {string} name - The joint name (the animation targets it by name).
     * @param {Entity} parent - The parent entity.
     * @param {number[]} position - Joint position relative to the parent.
     * @param {number[]} size - Size of the box hanging below the joint.
     * @returns {Entity} The joint.
     */
    const limb = (name, parent, position, size) => {
        const joint = new Entity(name);
        joint.setLocalPosition(position[0], position[1], position[2]);
        const box = new Entity(`${name}-mesh`);
        box.addComponent('render', { type: 'box', material });
        box.setLocalPosition(0, -size[1] / 2, 0);
        box.setLocalScale(size[0], size[1], size[2]);
        joint.addChild(box);
        parent.addChild(joint);
        return joint;
    };

    const root = new Entity('figure');
    const hips = new Entity('hips');
    hips.setLocalPosition(0, 1, 0);
    root.addChild(hips);

    const body = new Entity('body');
    body.addComponent('render', { type: 'box', material });
    body.setLocalPosition(0, 0.45, 0);
    body.setLocalScale(0.5, 0.8, 0.3);
    hips.addChild(body);

    const head = new Entity('head');
    head.addComponent('render', { type: 'sphere', material });
    head.setLocalPosition(0, 1.05, 0);
    head.setLocalScale(0.35, 0.35, 0.35);
    hips.addChild(head);

    limb('leftLeg', hips, [-0.14, 0, 0], [0.18, 0.95, 0.2]);
    limb('rightLeg', hips, [0.14, 0, 0], [0.18, 0.95, 0.2]);
    limb('leftArm', hips, [-0.35, 0.8, 0], [0.14, 0.7, 0.16]);
    limb('rightArm', hips, [0.35, 0.8, 0], [0.14, 0.7, 0.16]);
    return root;
}

/**
 * Builds a looping one-second walk cycle for the figure in code. An
 * imported animation file produces the same kind of AnimTrack object.
 *
 * @returns {AnimTrack} The walk animation.
 */
export function createWalkTrack() {
    const times = [0, 0.25, 0.5, 0.75, 1];
    const swing = [30, 0, -30, 0, 30];

    /**
     * Quaternion keys for a rotation around the X axis.
     *
     * @param {number[]} degrees - One angle per key.
     * @returns {AnimData} Four components (x, y, z, w) per key.
     */
    const rotationKeys = (degrees) => {
        const q = new Quat();
        const data = [];
        for (const angle of degrees) {
            q.setFromEulerAngles(angle, 0, 0);
            data.push(q.x, q.y, q.z, q.w);
        }
        return new AnimData(4, data);
    };

    const inputs = [new AnimData(1, times)];
    const outputs = [
        rotationKeys(swing),
        rotationKeys(swing.map((a) => -a)),
        // The hips bob down a little on every step.
        new AnimData(3, [0, 1, 0, 0, 0.95, 0, 0, 1, 0, 0, 0.95, 0, 0, 1, 0])
    ];

    /**
     * @param {string[]} nodes - Paths, relative to the figure root, of the
     * entities this curve drives, such as 'hips/leftLeg'.
     * @param {string} property - localPosition, localRotation or localScale.
     * @param {number} output - Index into outputs.
     * @returns {AnimCurve} A curve that drives one property of the given entities.
     */
    const curve = (nodes, property, output) => new AnimCurve(
        nodes.map((node) => ({ entityPath: node.split('/'), component: 'graph', propertyPath: [property] })),
        0,
        output,
        INTERPOLATION_LINEAR
    );

    const curves = [
        // Each arm swings with the leg on the other side.
        curve(['hips/leftLeg', 'hips/rightArm'], 'localRotation', 0),
        curve(['hips/rightLeg', 'hips/leftArm'], 'localRotation', 1),
        curve(['hips'], 'localPosition', 2)
    ];

    return new AnimTrack('Walk', 1, inputs, outputs, curves);
}
