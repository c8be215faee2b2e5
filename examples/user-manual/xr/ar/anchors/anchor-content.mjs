import { Entity, Quat, Vec3 } from 'playcanvas';

const xr = app.xr;
if (!xr) throw new Error('This application was created without an XrManager');
const anchors = xr.anchors;

/**
 * Keeps an entity on an anchor: it follows every correction of the anchor's pose and is
 * destroyed with it.
 *
 * @param {import('playcanvas').XrAnchor} anchor - The anchor.
 * @param {Entity} content - The entity to keep on it.
 */
function pinToAnchor(anchor, content) {
    const follow = () => {
        content.setPosition(anchor.getPosition());
        content.setRotation(anchor.getRotation());
    };
    follow();
    anchor.on('change', follow);
    anchor.once('destroy', () => content.destroy());
}

// Every anchor of the session, created by this app or restored, gets a marker
anchors.on('add', (anchor) => {
    const marker = new Entity('anchor marker');
    marker.addComponent('render', { type: 'box' });
    marker.setLocalScale(0.1, 0.1, 0.1);
    app.root.addChild(marker);
    pinToAnchor(anchor, marker);
});
anchors.on('error', (err) => console.warn(`anchor error: ${err.message}`));

// Ask for an anchor 1 m in front of the start position, facing the user
let result = '';
anchors.create(new Vec3(0, 0, -1), new Quat(), (err, anchor) => {
    result = err ? err.message : `created ${anchor?.getPosition()}`;
});

// Outside an AR session started with { anchors: true }, nothing is available
console.log(anchors.supported, anchors.available); // → false false
console.log(result); // → Anchors API is not available
console.log(anchors.persistence, anchors.uuids); // → false null
console.log(anchors.list.length); // → 0
