import { BODYTYPE_DYNAMIC, BODYTYPE_KINEMATIC, Entity, Script } from 'playcanvas';

/** Counts the tagged bodies inside its trigger volume and reports each change. */
export class GoalZone extends Script {
    static scriptName = 'goalZone';

    /**
     * Only bodies with this tag count.
     * @attribute
     */
    tag = 'ball';

    /** @type {Set<Entity>} */
    inside = new Set();

    initialize() {
        const collision = this.entity.collision;
        if (!collision) return;
        const enter = collision.on('triggerenter', (other) => {
            if (!other.tags.has(this.tag)) return;
            this.inside.add(other);
            console.log(`${other.name} entered, ${this.inside.size} inside`); // → Ball entered, 1 inside
        });
        const leave = collision.on('triggerleave', (other) => {
            if (!this.inside.delete(other)) return;
            console.log(`${other.name} left, ${this.inside.size} inside`); // → Ball left, 0 inside
        });
        this.once('destroy', () => {
            enter.off();
            leave.off();
        });
    }
}

// The zone: a collision component and no rigid body, 2 x 1 x 2 m around the origin
const zone = new Entity('Zone');
zone.addComponent('collision', { type: 'box', halfExtents: [1, 0.5, 1] });
zone.addComponent('script');
zone.script?.create(GoalZone);
app.root.addChild(zone);

// A ball dropped through it from 2 m: it enters, falls out of the bottom and leaves
const ball = new Entity('Ball');
ball.tags.add('ball');
ball.setPosition(0, 2, 0);
ball.addComponent('collision', { type: 'sphere', radius: 0.25 });
ball.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC });
app.root.addChild(ball);

// The ball hears about it too, through its own rigid body component
ball.rigidbody?.on('triggerenter', (trigger) => {
    console.log(`inside ${trigger.name}`); // → inside Zone
});

// A static post standing in the zone is never reported, even with the tag
const post = new Entity('Post');
post.tags.add('ball');
post.setPosition(0.7, 0, 0.7);
post.addComponent('collision', { type: 'box', halfExtents: [0.1, 1, 0.1] });
post.addComponent('rigidbody');
app.root.addChild(post);

// A kinematic platform moved into the zone after the ball has gone is reported too
const lift = new Entity('Lift');
lift.tags.add('ball');
lift.setPosition(3, 0, 0);
lift.addComponent('collision', { type: 'box', halfExtents: [0.5, 0.1, 0.5] });
lift.addComponent('rigidbody', { type: BODYTYPE_KINEMATIC });
app.root.addChild(lift);

let frames = 0;
app.on('update', () => {
    if (++frames === 50) lift.setPosition(0, 0, 0);
});
zone.collision?.on('triggerenter', (other) => {
    if (other === lift) console.log(`${other.name} is kinematic`); // → Lift is kinematic
});
