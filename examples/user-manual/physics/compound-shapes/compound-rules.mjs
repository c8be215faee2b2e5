import { BODYTYPE_DYNAMIC, Entity, Vec3 } from 'playcanvas';

const physics = app.systems.rigidbody;

/** A compound parent at x with one 1 m box child; `type` is its body type, or null for none. */
function addCompound(name, x, type) {
    const parent = new Entity(name);
    parent.setPosition(x, 0, 0);
    parent.addComponent('collision', { type: 'compound' });
    if (type) parent.addComponent('rigidbody', { type });
    const child = new Entity(`${name} part`);
    child.addComponent('collision', { type: 'box', halfExtents: [0.5, 0.5, 0.5] });
    parent.addChild(child);
    app.root.addChild(parent);
    if (parent.rigidbody && type === BODYTYPE_DYNAMIC) parent.rigidbody.gravityScale = 0;
    return { parent, child };
}

/** Name of the first thing a vertical ray at (x, z) hits, or '-' for nothing. */
function probe(x, z) {
    const hit = physics?.raycastFirst(new Vec3(x, 10, z), new Vec3(x, -10, z));
    return hit ? hit.entity.name : '-';
}

const moving = addCompound('Moving', 0, BODYTYPE_DYNAMIC);
const fixed = addCompound('Fixed', 5, 'static');
console.log(probe(0, 0), probe(5, 0)); // → Moving Fixed

// Move each child 3 m along z. The dynamic body follows at the next step, the static one does not.
moving.child.setLocalPosition(0, 0, 3);
fixed.child.setLocalPosition(0, 0, 3);
physics?.step(1 / 60);
console.log(probe(0, 3), probe(5, 3), probe(5, 0)); // → Moving - Fixed

// Disabling a child's collision component takes its piece out of the compound
if (moving.child.collision) moving.child.collision.enabled = false;
console.log(probe(0, 3)); // → -

// Toggling the child's collision component puts a static piece where its entity is
if (fixed.child.collision) {
    fixed.child.collision.enabled = false;
    fixed.child.collision.enabled = true;
}
console.log(probe(5, 3)); // → Fixed

// Contacts with any piece are reported by the parent, the entity that owns the body
const ball = new Entity('Ball');
ball.setPosition(5, 0, 6);
ball.addComponent('collision', { type: 'sphere', radius: 0.2 });
ball.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC });
app.root.addChild(ball);
if (ball.rigidbody) {
    ball.rigidbody.gravityScale = 0;
    ball.rigidbody.linearVelocity = new Vec3(0, 0, -5);
}
ball.collision?.once('collisionstart', (result) => console.log(result.other.name)); // → Fixed
for (let i = 0; i < 40; i++) physics?.step(1 / 60);

// Without a rigid body a compound is nothing: rays miss it and it is no trigger either
const loose = addCompound('Loose', 10, null);
let reports = 0;
loose.parent.collision?.on('triggerenter', () => reports++);
loose.child.collision?.on('triggerenter', () => reports++);
const visitor = new Entity('Visitor');
visitor.setPosition(10, 0, 0.3);
visitor.addComponent('collision', { type: 'sphere', radius: 0.2 });
visitor.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC });
app.root.addChild(visitor);
physics?.step(1 / 60);
console.log(probe(10, -0.3), reports); // → - 0

// A scaled parent spreads its pieces out but does not grow them:
// at scale 2, a 1 m box placed 1 m from the parent ends up 2 m away and still 1 m wide
const big = new Entity('Big');
big.setPosition(15, 0, 0);
big.setLocalScale(2, 2, 2);
big.addComponent('collision', { type: 'compound' });
big.addComponent('rigidbody', { type: 'static' });
const piece = new Entity('Big part');
piece.setLocalPosition(0, 0, 1);
piece.addComponent('collision', { type: 'box', halfExtents: [0.5, 0.5, 0.5] });
big.addChild(piece);
app.root.addChild(big);
console.log(probe(15, 2), probe(15, 1.4)); // → Big -
