import { Entity, Quat, Vec3, XRSPACE_VIEWER, XRTRACKABLE_PLANE } from 'playcanvas';

const xr = app.xr;
if (!xr) throw new Error('This application was created without an XrManager');

// A flat ring-like marker that shows where a tap would place content
const reticle = new Entity('reticle');
reticle.addComponent('render', { type: 'cylinder' });
reticle.setLocalScale(0.2, 0.005, 0.2);
reticle.enabled = false;
app.root.addChild(reticle);

/**
 * Handler of a hit test source's `result` event. The engine reuses the vectors it passes,
 * so copy them (setPosition and setRotation copy) and never keep the references.
 *
 * @param {Vec3} position - Where the ray hit the real world.
 * @param {Quat} rotation - Orientation of the surface there (its up axis is the normal).
 */
function placeReticle(position, rotation) {
    reticle.setPosition(position);
    reticle.setRotation(rotation);
    reticle.enabled = true;
}

// Once the session allows hit testing, cast a ray from the centre of the view
xr.hitTest.on('available', () => {
    xr.hitTest.start({
        spaceType: XRSPACE_VIEWER,
        entityTypes: [XRTRACKABLE_PLANE],
        callback: (err, source) => {
            if (err || !source) return;
            source.on('result', placeReticle);
            source.once('remove', () => {
                reticle.enabled = false;
            });
        }
    });
});

// Outside a session the source cannot be created
let startError = '';
xr.hitTest.start({ callback: (err) => (startError = err ? err.message : '') });
console.log(xr.hitTest.supported, xr.hitTest.available); // → false false
console.log(startError); // → XR HitTest is not supported

// The handler itself: a hit 1.5 m ahead on the floor of a local-floor space
placeReticle(new Vec3(0, 0, -1.5), new Quat());
console.log(reticle.getPosition().toString(), reticle.enabled); // → [0, 0, -1.5] true
