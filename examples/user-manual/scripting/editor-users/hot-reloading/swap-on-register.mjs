import { Entity, Script } from 'playcanvas';

const calls = [];

// The version of the script the app started with
class Turret extends Script {
    static scriptName = 'turret';

    /** @attribute */
    fireRate = 2;

    shotsFired = 0;

    initialize() {
        calls.push('initialize v1');
    }

    swap(old) {
        this.shotsFired = old.shotsFired;
    }

    shoot() {
        this.shotsFired += 1;
    }
}

// The same script after an edit, under the same scriptName
class TurretEdited extends Script {
    static scriptName = 'turret';

    /** @attribute */
    fireRate = 2;

    shotsFired = 0;

    initialize() {
        calls.push('initialize v2');
    }

    swap(old) {
        calls.push('swap v2');
        this.shotsFired = old.shotsFired; // carry state over
    }

    shoot() {
        this.shotsFired += 2; // the edit
    }
}

app.scripts.add(Turret);
const tower = new Entity('Tower');
tower.addComponent('script');
app.root.addChild(tower);
const before = tower.script?.create(Turret);
if (!before) throw new Error('turret not created');
before.shoot();
before.shoot();
before.fireRate = 5;

tower.script?.on('swap:turret', () => calls.push('component swap event'));

// Registering the same name again returns false; the swap runs on the next tick
console.log(app.scripts.add(TurretEdited)); // → false
await new Promise((resolve) => setTimeout(resolve, 0));

const after = tower.script?.get(TurretEdited);
if (!after) throw new Error('turret not swapped');
after.shoot();
console.log(after.shotsFired, after.fireRate); // → 4 2
console.log(calls.join(', ')); // → initialize v1, swap v2, component swap event

// Disabling and enabling the entity later runs initialize on the new instance
tower.enabled = false;
tower.enabled = true;
console.log(calls[calls.length - 1]); // → initialize v2
