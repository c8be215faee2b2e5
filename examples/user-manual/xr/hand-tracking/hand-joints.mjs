import { Entity, Script, StandardMaterial } from 'playcanvas';

/** @import { XrInputSource } from 'playcanvas' */

// Shows a small sphere on every joint of every tracked hand.
// Put it on any entity, for example the camera rig.
export class HandJoints extends Script {
    static scriptName = 'handJoints';

    /** @type {Map<XrInputSource, Entity[]>} */
    spheres = new Map();

    material = new StandardMaterial();

    initialize() {
        const input = this.app.xr?.input;
        if (!input) return;
        const onAdd = input.on('add', (source) => this.addHand(source));
        const onRemove = input.on('remove', (source) => this.removeHand(source));
        this.once('destroy', () => {
            onAdd.off();
            onRemove.off();
            for (const source of [...this.spheres.keys()]) this.removeHand(source);
            this.material.destroy();
        });
    }

    /** @param {XrInputSource} source */
    addHand(source) {
        const hand = source.hand;
        if (!hand) return; // a controller, a screen tap or gaze
        const spheres = hand.joints.map((joint) => {
            const sphere = new Entity(joint.id);
            sphere.addComponent('render', { type: 'sphere', material: this.material });
            this.app.root.addChild(sphere);
            return sphere;
        });
        this.spheres.set(source, spheres);
    }

    /** @param {XrInputSource} source */
    removeHand(source) {
        for (const sphere of this.spheres.get(source) ?? []) sphere.destroy();
        this.spheres.delete(source);
    }

    update() {
        for (const [source, spheres] of this.spheres) {
            const hand = source.hand;
            if (!hand) continue;
            hand.joints.forEach((joint, i) => {
                const sphere = spheres[i];
                // Hide the hand while the headset cannot see it
                sphere.enabled = hand.tracking;
                if (!hand.tracking) return;
                // World space: the camera rig's transform is already applied
                sphere.setPosition(joint.getPosition());
                sphere.setRotation(joint.getRotation());
                const size = joint.radius * 2;
                sphere.setLocalScale(size, size, size);
            });
        }
    }
}
