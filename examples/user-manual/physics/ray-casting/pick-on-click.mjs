import { BODYGROUP_TRIGGER, BODYMASK_ALL, EVENT_MOUSEDOWN, Entity, MOUSEBUTTON_LEFT, Script, Vec3 } from 'playcanvas';

/**
 * Attach to the camera entity. A left click casts a ray from the camera through the
 * cursor and fires 'picked' on the first solid entity it hits, with the hit point.
 */
export class PickOnClick extends Script {
    static scriptName = 'pickOnClick';

    /**
     * How far the ray reaches, in metres.
     * @attribute
     */
    range = 100;

    start = new Vec3();

    end = new Vec3();

    initialize() {
        const mouse = this.app.mouse;
        if (!mouse) return;
        const onDown = (event) => {
            if (event.button === MOUSEBUTTON_LEFT) this.pickAt(event.x, event.y);
        };
        mouse.on(EVENT_MOUSEDOWN, onDown);
        this.once('destroy', () => mouse.off(EVENT_MOUSEDOWN, onDown));
    }

    /**
     * Picks at a position on the canvas, in CSS pixels from its top-left corner.
     * @param {number} x - Horizontal position.
     * @param {number} y - Vertical position.
     * @returns {Entity | null} The entity hit, if any.
     */
    pickAt(x, y) {
        const camera = this.entity.camera;
        const physics = this.app.systems.rigidbody;
        if (!camera || !physics) return null;
        this.start.copy(this.entity.getPosition());
        camera.screenToWorld(x, y, this.range, this.end);
        // Triggers are hit by rays too; leave them out so clicks land on solid things
        const hit = physics.raycastFirst(this.start, this.end, { filterCollisionMask: BODYMASK_ALL ^ BODYGROUP_TRIGGER });
        if (!hit) return null;
        hit.entity.fire('picked', hit.point);
        return hit.entity;
    }
}

// Try it: a camera 10 m from a crate, with a trigger volume in between
const cameraEntity = new Entity('Camera');
cameraEntity.setPosition(0, 0, 10);
cameraEntity.addComponent('camera');
cameraEntity.addComponent('script');
const picker = cameraEntity.script?.create(PickOnClick);
app.root.addChild(cameraEntity);

const crate = new Entity('Crate');
crate.addComponent('collision', { type: 'box' });
crate.addComponent('rigidbody', { type: 'static' });
app.root.addChild(crate);
crate.on('picked', (point) => console.log(`picked at z = ${point.z.toFixed(2)}`)); // → picked at z = 0.50

const zone = new Entity('Zone');
zone.setPosition(0, 0, 5);
zone.addComponent('collision', { type: 'box', halfExtents: [2, 2, 0.5] });
app.root.addChild(zone);

// Click where the crate appears on screen: the ray passes through the zone and hits the crate
const onScreen = cameraEntity.camera?.worldToScreen(crate.getPosition());
if (picker && onScreen) console.log(picker.pickAt(onScreen.x, onScreen.y)?.name); // → Crate
