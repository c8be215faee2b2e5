import * as pc from 'playcanvas';

// Classic scripts look for the engine in a global `pc`
Object.assign(globalThis, { pc });

// Import after the application exists: pc.createScript() registers each
// script with the running application
await import('playcanvas/scripts/posteffects/posteffect-brightnesscontrast.js');
await import('playcanvas/scripts/posteffects/posteffect-vignette.js');

const camera = new pc.Entity('Camera');
camera.addComponent('camera', { clearColor: new pc.Color(0.2, 0.3, 0.4) });
camera.addComponent('script');
camera.setPosition(0, 1, 5);
app.root.addChild(camera);

// Each script adds its effect to the camera's queue when it initializes:
// here brightness-contrast first, then the vignette over its result
camera.script?.create('brightnessContrast', { attributes: { contrast: 0.25 } });
camera.script?.create('vignette', { attributes: { darkness: 0.8 } });
