import { Entity, SHADOWUPDATE_NONE, SHADOWUPDATE_REALTIME, SHADOWUPDATE_THISFRAME } from 'playcanvas';

// A sun with three cascades: the two near ones follow the moving characters every frame,
// the far one (distant scenery) is rendered once
const camera = new Entity('Camera');
camera.addComponent('camera');
app.root.addChild(camera);

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', castShadows: true, numCascades: 3, shadowDistance: 80 });
sun.setEulerAngles(45, 30, 0);
app.root.addChild(sun);
if (sun.light) {
    sun.light.shadowUpdateOverrides = [SHADOWUPDATE_REALTIME, SHADOWUPDATE_REALTIME, SHADOWUPDATE_THISFRAME];
}

app.once('frameend', () => {
    const kept = sun.light?.shadowUpdateOverrides?.map((mode) => mode === SHADOWUPDATE_NONE);
    console.log(kept?.join(' ')); // → false false true
});
