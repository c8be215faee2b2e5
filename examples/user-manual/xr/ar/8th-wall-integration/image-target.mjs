import { Entity } from 'playcanvas';

/**
 * What 8th Wall passes with its image target events (the fields used here).
 *
 * @typedef {object} ImageTargetDetail
 * @property {string} name - The name of the image target.
 * @property {{ x: number, y: number, z: number }} [position] - Where the image is.
 * @property {{ x: number, y: number, z: number, w: number }} [rotation] - How it is turned.
 * @property {number} [scale] - Its size in scene units.
 */

// One piece of content per image target, keyed by the name given when the target was made
/** @type {Map<string, Entity>} */
const contentByTarget = new Map();
/** @type {Array<[string, 'box' | 'cone']>} */
const targets = [['poster', 'box'], ['flyer', 'cone']];
for (const [name, shape] of targets) {
    const content = new Entity(`${name} content`);
    content.addComponent('render', { type: shape });
    content.enabled = false;
    app.root.addChild(content);
    contentByTarget.set(name, content);
}

/** @param {ImageTargetDetail} detail - The event's detail. */
const placeOnTarget = (detail) => {
    const content = contentByTarget.get(detail.name);
    if (!content || !detail.position || !detail.rotation || detail.scale === undefined) return;
    const { x, y, z } = detail.position;
    const q = detail.rotation;
    content.setPosition(x, y, z);
    content.setRotation(q.x, q.y, q.z, q.w);
    content.setLocalScale(detail.scale, detail.scale, detail.scale);
    content.enabled = true;
};

// found and updated carry the same fields; lost only needs the name
app.on('xr:imagefound', placeOnTarget);
app.on('xr:imageupdated', placeOnTarget);
app.on('xr:imagelost', (/** @type {ImageTargetDetail} */ detail) => {
    const content = contentByTarget.get(detail.name);
    if (content) content.enabled = false;
});

// Without a camera, fire the events by hand, with the fields 8th Wall sends
const poster = contentByTarget.get('poster');
app.fire('xr:imagefound', { name: 'poster', position: { x: 0, y: 1, z: -2 }, rotation: { x: 0, y: 0, z: 0, w: 1 }, scale: 0.5 });
console.log(poster?.enabled, poster?.getPosition().toString()); // → true [0, 1, -2]
app.fire('xr:imagelost', { name: 'poster' });
console.log(poster?.enabled, contentByTarget.get('flyer')?.enabled); // → false false
