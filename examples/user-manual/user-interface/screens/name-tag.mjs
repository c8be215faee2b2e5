import { Entity, Script, Vec2 } from 'playcanvas';

// A world-space screen that floats above its parent and always faces the camera
export class NameTag extends Script {
    static scriptName = 'nameTag';

    /**
     * The camera the tag turns towards.
     * @attribute
     * @type {Entity | null}
     */
    camera = null;

    postUpdate() {
        if (this.camera) {
            this.entity.setRotation(this.camera.getRotation());
        }
    }
}

// Build a tag: 200 x 50 units, scaled so that it is 1 x 0.25 m in the world
const tag = new Entity('Name Tag');
tag.addComponent('screen', { screenSpace: false, resolution: new Vec2(200, 50) });
tag.setLocalScale(0.005, 0.005, 0.005);
tag.setLocalPosition(0, 2.2, 0); // above the head of the parent character
tag.addComponent('script');
const nameTag = tag.script?.create(NameTag);
if (nameTag) nameTag.camera = app.root.findComponent('camera')?.entity ?? null;
entity.addChild(tag); // entity: the character that wears the tag

console.log(tag.screen?.scaleMode); // → none
