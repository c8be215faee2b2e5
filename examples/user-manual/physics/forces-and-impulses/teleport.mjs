import { BODYTYPE_DYNAMIC, Entity, Vec3 } from 'playcanvas';

/** A 1 kg ball floating in space (no gravity) at x. */
function addBall(name, x) {
    const ball = new Entity(name);
    ball.setPosition(x, 0, 0);
    ball.addComponent('collision', { type: 'sphere', radius: 0.5 });
    ball.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC });
    app.root.addChild(ball);
    if (ball.rigidbody) ball.rigidbody.gravityScale = 0;
    return ball;
}
const moved = addBall('Moved', 0);
const teleported = addBall('Teleported', 5);

// setPosition() moves only the entity; the next step puts it back where its body is
moved.setPosition(0, 3, 0);
const body = teleported.rigidbody;
if (body) {
    body.linearVelocity = new Vec3(0, 0, 2);
    // teleport() moves the body and the entity together, here also turning it 90° about y
    body.teleport(new Vec3(5, 3, 0), new Vec3(0, 90, 0));
    // The velocity survives a teleport; reset it when the body should arrive at rest
    console.log(body.linearVelocity.z); // → 2
    body.linearVelocity = Vec3.ZERO;
}

app.once('update', () => {
    console.log(moved.getPosition().y, teleported.getPosition().y); // → 0 3
});
