import { Entity, Quat, Vec3 } from 'playcanvas';

/** @import { StandardMaterial, XrHand, XrJoint } from 'playcanvas' */

/**
 * A hand built from rounded segments. A capsule is stretched between every
 * pair of neighbouring joints (the bones), and a sphere covers each joint
 * (the knuckles). Extra segments between the wrist and the base of each
 * finger, and across the bases, fill in the palm.
 */
export class RealisticHand {
    /** @type {{ from: XrJoint, to: XrJoint, node: Entity, capsule: Entity }[]} */
    bones = [];

    /** @type {{ joint: XrJoint, sphere: Entity }[]} */
    knuckles = [];

    up = new Vec3();

    /**
     * @param {XrHand} hand - The tracked hand.
     * @param {StandardMaterial} material - Skin material.
     */
    constructor(hand, material) {
        this.hand = hand;
        this.material = material;
        this.root = new Entity('realistic-hand');

        const wrist = hand.wrist;
        /** @type {XrJoint[]} */
        const bases = [];
        for (const finger of hand.fingers) {
            const joints = finger.joints;
            // Wrist to the first joint, then joint to joint towards the tip.
            if (wrist) this.addBone(wrist, joints[0]);
            for (let i = 0; i < joints.length - 1; i++) this.addBone(joints[i], joints[i + 1]);
            for (const joint of joints) this.addKnuckle(joint);
            // The joint where the finger leaves the palm (skip the thumb).
            if (finger.index > 0 && joints.length > 1) bases.push(joints[1]);
        }
        // Across the knuckles of the four fingers, and from wrist to each.
        for (let i = 0; i < bases.length - 1; i++) this.addBone(bases[i], bases[i + 1]);
        if (wrist) for (const base of bases) this.addBone(wrist, base);
    }

    /**
     * @param {XrJoint} from - Start joint.
     * @param {XrJoint} to - End joint.
     */
    addBone(from, to) {
        // The node points along the bone; the capsule lies along its Z axis.
        const node = new Entity('bone');
        const capsule = new Entity('capsule');
        capsule.addComponent('render', { type: 'capsule', material: this.material, castShadows: false });
        capsule.setLocalEulerAngles(90, 0, 0);
        node.addChild(capsule);
        this.root.addChild(node);
        this.bones.push({ from, to, node, capsule });
    }

    /** @param {XrJoint} joint - The joint to cover. */
    addKnuckle(joint) {
        const sphere = new Entity('knuckle');
        sphere.addComponent('render', { type: 'sphere', material: this.material, castShadows: false });
        this.root.addChild(sphere);
        this.knuckles.push({ joint, sphere });
    }

    update() {
        this.root.enabled = this.hand.tracking;
        if (!this.hand.tracking) return;

        for (const { from, to, node, capsule } of this.bones) {
            const a = from.getPosition();
            const b = to.getPosition();
            const length = a.distance(b);
            // Thickness follows the smaller joint, so fingers taper to the tip.
            const width = Math.min(from.radius, to.radius) * 2;

            node.setPosition((a.x + b.x) / 2, (a.y + b.y) / 2, (a.z + b.z) / 2);
            // Use the joint's own up axis (the back of the hand) to roll the bone.
            /** @type {Quat} */ (from.getRotation()).transformVector(Vec3.UP, this.up);
            node.lookAt(b, this.up);
            // The unit capsule is 1 wide and 2 long, round ends included.
            capsule.setLocalScale(width, (length + width) / 2, width);
        }

        for (const { joint, sphere } of this.knuckles) {
            const size = joint.radius * 2;
            sphere.setPosition(joint.getPosition());
            sphere.setLocalScale(size, size, size);
        }
    }

    destroy() {
        this.root.destroy();
    }
}
