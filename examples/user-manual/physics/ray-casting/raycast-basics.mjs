import { BODYGROUP_TRIGGER, BODYMASK_ALL, BODYTYPE_DYNAMIC, Entity, Vec3 } from 'playcanvas';

const physics = app.systems.rigidbody;

/** A 1 m box centred at height y; `type` is its body type, or null for a trigger. */
function addBox(name, y, type, tags = []) {
    const box = new Entity(name);
    box.setPosition(0, y, 0);
    box.addComponent('collision', { type: 'box', halfExtents: [0.5, 0.5, 0.5] });
    if (type) box.addComponent('rigidbody', { type });
    box.tags.add(...tags);
    app.root.addChild(box);
    if (box.rigidbody && type === BODYTYPE_DYNAMIC) box.rigidbody.gravityScale = 0;
    return box;
}
addBox('Sensor', 6, null);
const crate = addBox('Crate', 4, BODYTYPE_DYNAMIC, ['loot']);
addBox('Barrel', 2, BODYTYPE_DYNAMIC, ['loot', 'explosive']);
addBox('Floor', 0, 'static');

// A 10 m ray straight down, from y = 10 to y = 0
const start = new Vec3(0, 10, 0);
const end = new Vec3(0, 0, 0);

if (physics) {
    // The first hit is the trigger: rays hit triggers too
    const first = physics.raycastFirst(start, end);
    console.log(first?.entity.name, first?.point.toString(), first?.normal.toString()); // → Sensor [0, 6.5, 0] [0, 1, 0]

    // hitFraction is the position along the ray, 0 at start and 1 at end
    const distance = (first?.hitFraction ?? 0) * start.distance(end);
    console.log(first?.hitFraction.toFixed(2), distance.toFixed(2)); // → 0.35 3.50

    // Leave the trigger group out of the mask to see through triggers
    const solid = physics.raycastFirst(start, end, { filterCollisionMask: BODYMASK_ALL ^ BODYGROUP_TRIGGER });
    console.log(solid?.entity.name); // → Crate

    // raycastAll returns every hit; sort: true orders them from the start of the ray
    const all = physics.raycastAll(start, end, { sort: true });
    console.log(all.map((hit) => hit.entity.name).join(', ')); // → Sensor, Crate, Barrel, Floor

    // filterTags works like tags.has(): ['a', 'b'] is a OR b, [['a', 'b']] is a AND b
    const loot = physics.raycastAll(start, end, { sort: true, filterTags: ['loot'] });
    const bomb = physics.raycastFirst(start, end, { filterTags: [['loot', 'explosive']] });
    console.log(loot.map((hit) => hit.entity.name).join(', '), bomb?.entity.name); // → Crate, Barrel Barrel

    // filterCallback decides per entity; here, only static bodies count
    const ground = physics.raycastFirst(start, end, { filterCallback: (e) => e.rigidbody?.type === 'static' });
    console.log(ground?.entity.name); // → Floor

    // Disabled entities are not in the physics world
    crate.enabled = false;
    console.log(physics.raycastAll(start, end, { sort: true }).map((hit) => hit.entity.name).join(', ')); // → Sensor, Barrel, Floor
    crate.enabled = true;

    // A ray that starts inside a box does not hit that box
    const fromInside = physics.raycastFirst(new Vec3(0, 4, 0), new Vec3(0, 3.2, 0));
    console.log(fromInside); // → null
}
