import { BODYTYPE_DYNAMIC, Entity } from 'playcanvas';

const physics = app.systems.rigidbody;
const log = [];

const zone = new Entity('Zone');
zone.addComponent('collision', { type: 'box', halfExtents: [2, 2, 2] });
app.root.addChild(zone);
zone.collision?.on('triggerenter', (other) => log.push(`enter ${other.name}`));
zone.collision?.on('triggerleave', (other) => log.push(`leave ${other.name}`));

/** A floating coin inside the zone. */
function addCoin(name, x) {
    const coin = new Entity(name);
    coin.setPosition(x, 0, 0);
    coin.addComponent('collision', { type: 'sphere', radius: 0.2 });
    coin.addComponent('rigidbody', { type: BODYTYPE_DYNAMIC });
    app.root.addChild(coin);
    if (coin.rigidbody) coin.rigidbody.gravityScale = 0;
    return coin;
}
const gold = addCoin('Gold', -1);
const silver = addCoin('Silver', 1);

/** Advances the simulation one step and prints what the zone reported. */
function step() {
    physics?.step(1 / 60);
    const text = log.sort().join(', ') || '(nothing)';
    log.length = 0;
    return text;
}

console.log(step()); // → enter Gold, enter Silver

// Disabling a body's entity reports it as leaving, enabling it as entering again
silver.enabled = false;
console.log(step()); // → leave Silver
silver.enabled = true;
console.log(step()); // → enter Silver

// Destroying a body inside the zone reports it as leaving on the next step.
// By then the entity is destroyed: it has no parent and no components left.
zone.collision?.once('triggerleave', (other) => console.log(other.parent, other.rigidbody)); // → null undefined
gold.destroy();
console.log(step()); // → leave Gold

// Disabling the zone reports everything inside as leaving ...
if (zone.collision) zone.collision.enabled = false;
console.log(step()); // → leave Silver

// ... and enabling it again reports them as entering again
if (zone.collision) zone.collision.enabled = true;
console.log(step()); // → enter Silver

// Another trigger overlapping the zone is not reported: triggers ignore each other
const sensor = new Entity('Sensor');
sensor.addComponent('collision', { type: 'sphere', radius: 1 });
app.root.addChild(sensor);
console.log(step()); // → (nothing)

// A trigger follows its entity: slide the zone away and Silver is left behind
let report = '';
for (let i = 0; i < 40; i++) {
    zone.translate(0.1, 0, 0);
    const text = step();
    if (text !== '(nothing)') report += text;
}
console.log(report); // → leave Silver
