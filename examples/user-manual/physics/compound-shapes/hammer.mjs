import { BODYTYPE_DYNAMIC, Entity, Vec3 } from 'playcanvas';

/** A child entity that adds one box to the compound shape of its parent. */
function addPiece(parent, name, position, halfExtents) {
    const piece = new Entity(name);
    piece.setLocalPosition(position[0], position[1], position[2]);
    piece.addComponent('collision', { type: 'box', halfExtents });
    parent.addChild(piece);
    return piece;
}

// The parent holds the body: a compound collision and a dynamic rigid body
const hammer = new Entity('Hammer');
hammer.setPosition(0, 5, 0);
hammer.addComponent('collision', { type: 'compound' });
hammer.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC, mass: 2 });

// The children hold the shapes, placed relative to the parent's origin
addPiece(hammer, 'Handle', [0, 0, 0], [0.05, 0.4, 0.05]);
addPiece(hammer, 'Head', [0, 0.45, 0], [0.2, 0.07, 0.07]);
app.root.addChild(hammer);

const physics = app.systems.rigidbody;
const body = hammer.rigidbody;
if (physics && body) {
    body.gravityScale = 0;

    // A ray that hits the head reports the parent, the entity that owns the body
    const hit = physics.raycastFirst(new Vec3(0.15, 10, 0), new Vec3(0.15, 0, 0));
    console.log(hit?.entity.name); // → Hammer

    // The parent's origin is the centre of mass: a push there moves without spinning
    body.applyImpulse(4, 0, 0);
    console.log(body.linearVelocity.toString(), body.angularVelocity.toString()); // → [2, 0, 0] [0, 0, 0]
}
