import { Entity, SHADOWUPDATE_NONE, SHADOWUPDATE_THISFRAME } from 'playcanvas';

// A courtyard where nothing moves: render the shadow map once and keep it
const camera = new Entity('Camera');
camera.addComponent('camera');
camera.setPosition(0, 3, 8);
app.root.addChild(camera);
const statue = new Entity('Statue');
statue.addComponent('render', { type: 'box' });
app.root.addChild(statue);

const sun = new Entity('Sun');
sun.addComponent('light', { type: 'directional', castShadows: true, shadowUpdateMode: SHADOWUPDATE_THISFRAME });
sun.setEulerAngles(45, 30, 0);
app.root.addChild(sun);

/** Call after something in the courtyard has moved: one more render, then the map is kept again. */
function refreshShadows() {
    if (sun.light) sun.light.shadowUpdateMode = SHADOWUPDATE_THISFRAME;
}

app.once('frameend', () => {
    const light = sun.light;
    if (!light) return;
    // Rendered in the first frame; from now on the map is reused
    console.log(light.shadowUpdateMode === SHADOWUPDATE_NONE); // → true

    // A change that rebuilds the shadow map asks for one render by itself
    light.shadowResolution = 2048;
    console.log(light.shadowUpdateMode === SHADOWUPDATE_THISFRAME); // → true
    statue.translate(1, 0, 0);
    refreshShadows();
});
