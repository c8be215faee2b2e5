import { Entity } from 'playcanvas';

// An entity that reports on screen whether the tracked image is in view
const badge = new Entity('in-view badge');
badge.addComponent('render', { type: 'sphere' });
badge.enabled = false;
app.root.addChild(badge);

/** @type {string[]} */
const seen = [];

// Zappar's PlayCanvas scripts fire one event per tracker type, with a message field
app.on('zappar:image_tracker', (/** @type {{ message: string }} */ event) => {
    seen.push(event.message);
    if (event.message === 'anchor_visible') badge.enabled = true;
    if (event.message === 'anchor_not_visible') badge.enabled = false;
});

/**
 * For the Instant Tracker template: true keeps the content in front of the camera,
 * false leaves it where it is. Call it from a button.
 *
 * @param {boolean} placementMode - Whether the user is still choosing the place.
 */
function setPlacementMode(placementMode) {
    app.fire('zappar:instant_tracker', { message: 'placement_mode', placementMode });
}
setPlacementMode(false);

// Without a camera, fire some of the tracker's messages by hand, as Zappar's scripts would
app.fire('zappar:image_tracker', { message: 'target_loaded' });
app.fire('zappar:image_tracker', { message: 'anchor_visible' });
console.log(badge.enabled); // → true
app.fire('zappar:image_tracker', { message: 'anchor_not_visible' });
console.log(badge.enabled, seen.join(' → ')); // → false target_loaded → anchor_visible → anchor_not_visible
