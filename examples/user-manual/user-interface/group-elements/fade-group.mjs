import { Color, ELEMENTTYPE_GROUP, ELEMENTTYPE_IMAGE, ELEMENTTYPE_TEXT, Entity } from 'playcanvas';

/**
 * Sets the opacity of every image and text element below a group.
 * A group element has no opacity of its own, so fading it means fading its contents.
 * @param {Entity} group - The entity with the group element.
 * @param {number} opacity - From 0 (invisible) to 1 (opaque).
 */
export function setGroupOpacity(group, opacity) {
    group.forEach((node) => {
        if (node instanceof Entity && node.element && node.element.type !== ELEMENTTYPE_GROUP) {
            node.element.opacity = opacity;
        }
    });
}

// A small panel: a group holding an image and a text element
const hud = new Entity('HUD');
hud.addComponent('screen', { screenSpace: true });
app.root.addChild(hud);

const panel = new Entity('Panel');
panel.addComponent('element', { type: ELEMENTTYPE_GROUP, width: 300, height: 120 });
hud.addChild(panel);

const background = new Entity('Background');
background.addComponent('element', { type: ELEMENTTYPE_IMAGE, width: 300, height: 120, color: new Color(0, 0, 0) });
panel.addChild(background);

const caption = new Entity('Caption');
caption.addComponent('element', { type: ELEMENTTYPE_TEXT, text: 'Saved' });
panel.addChild(caption);

console.log(panel.element?.opacity); // → null
setGroupOpacity(panel, 0.5);
console.log(`${background.element?.opacity} ${caption.element?.opacity}`); // → 0.5 0.5
