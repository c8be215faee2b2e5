import { BODYTYPE_DYNAMIC, Entity, Vec3 } from 'playcanvas';

const push = new Vec3();

/**
 * Throws every dynamic body within `radius` of `center` away from it. The impulse
 * is `strength` at the centre and falls off linearly to 0 at the edge.
 */
export function explode(root, center, radius, strength) {
    for (const body of root.findComponents('rigidbody')) {
        if (body.type !== BODYTYPE_DYNAMIC) continue;
        push.sub2(body.entity.getPosition(), center);
        const distance = push.length();
        if (distance >= radius || distance === 0) continue;
        push.mulScalar((strength * (1 - distance / radius)) / distance);
        body.applyImpulse(push);
    }
}

// Two 1 kg crates, 1 m and 3 m east of the blast, and a static wall next to it
function addBox(name, x, type) {
    const box = new Entity(name);
    box.setPosition(x, 0, 0);
    box.addComponent('collision', { type: 'box', halfExtents: [0.25, 0.25, 0.25] });
    box.addComponent('rigidbody', { type, mass: 1 });
    app.root.addChild(box);
    return box;
}
const near = addBox('Near', 1, BODYTYPE_DYNAMIC);
const far = addBox('Far', 3, BODYTYPE_DYNAMIC);
addBox('Wall', -1, 'static');

explode(app.root, Vec3.ZERO, 4, 8);

// 8 x (1 - 1/4) = 6 N·s and 8 x (1 - 3/4) = 2 N·s on 1 kg each
const speed = (e) => e.rigidbody.linearVelocity.x.toFixed(2);
console.log(speed(near), speed(far)); // → 6.00 2.00
