import { Entity } from 'playcanvas';

/** @import { StandardMaterial, XrHand } from 'playcanvas' */

/**
 * A hand drawn as one sphere per tracked joint. The spheres are sized by
 * each joint's radius, so the hand keeps the user's real proportions.
 */
export class JointSpheres {
    /** @type {Entity[]} */
    spheres = [];

    /**
     * @param {XrHand} hand - The tracked hand.
     * @param {StandardMaterial} material - Material for the spheres.
     */
    constructor(hand, material) {
        this.hand = hand;
        this.root = new Entity('hand-joints');
        for (const joint of hand.joints) {
            const sphere = new Entity(joint.id);
            sphere.addComponent('render', { type: 'sphere', material, castShadows: false });
            this.root.addChild(sphere);
            this.spheres.push(sphere);
        }
    }

    /** Copies every joint pose onto its sphere; hides the hand when untracked. */
    update() {
        this.root.enabled = this.hand.tracking;
        if (!this.hand.tracking) return;
        this.hand.joints.forEach((joint, i) => {
            const sphere = this.spheres[i];
            const size = joint.radius * 2;
            sphere.setPosition(joint.getPosition());
            sphere.setRotation(joint.getRotation());
            sphere.setLocalScale(size, size, size);
        });
    }

    destroy() {
        this.root.destroy();
    }
}
