import { Entity, Script, Vec3 } from 'playcanvas';

// Scratch vectors shared by every instance: no allocation per frame
const position = new Vec3();
const toTarget = new Vec3();

export class Seeker extends Script {
    static scriptName = 'seeker';

    /** @attribute */
    targetName = 'Target';

    /** @attribute */
    speed = 3;

    /** @type {Entity | null} */
    target = null;

    frames = 0;

    initialize() {
        // Look the target up once, not in every update
        const found = this.app.root.findByName(this.targetName);
        this.target = found instanceof Entity ? found : null;
    }

    /** @param {number} dt */
    update(dt) {
        if (!this.target) return;
        position.copy(this.entity.getPosition());
        toTarget.sub2(this.target.getPosition(), position);
        const distance = toTarget.length();
        const step = Math.min(this.speed * dt, distance);
        if (step > 0) {
            toTarget.mulScalar(step / distance);
            this.entity.setPosition(position.add(toTarget));
        }

        if (++this.frames === 60) {
            console.log(this.entity.getPosition().x.toFixed(2)); // → 3.00
        }
    }
}

const target = new Entity('Target');
target.setPosition(10, 0, 0);
app.root.addChild(target);

entity.addComponent('script');
entity.script?.create(Seeker);
