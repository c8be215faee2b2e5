import { Entity, GSplatData, GSplatResource, pixelFormatInfo } from 'playcanvas';

// Columns of a PLY file: position, log scale, rotation (w first), colour (SH DC) and logit opacity
const names = ['x', 'y', 'z', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3',
    'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity'];

/** `count` small splats in a row along X, all with one colour, built in code. */
function splatRow(count, red, green, blue) {
    const properties = names.map((name) => ({ type: 'float', name, storage: new Float32Array(count), byteSize: 4 }));
    const column = Object.fromEntries(properties.map((p) => [p.name, p.storage]));
    for (let i = 0; i < count; i++) {
        column.x[i] = i * 0.25;
        column.scale_0[i] = column.scale_1[i] = column.scale_2[i] = -3;
        column.rot_0[i] = 1;
        column.f_dc_0[i] = red;
        column.f_dc_1[i] = green;
        column.f_dc_2[i] = blue;
        column.opacity[i] = 2;
    }
    return new GSplatData([{ name: 'vertex', count, properties }]);
}

// Two objects that overlap: a red row and a blue row crossing it
const red = new Entity('RedRow');
red.addComponent('gsplat', { resource: new GSplatResource(app.graphicsDevice, splatRow(40, 1.5, -1, -1)) });
app.root.addChild(red);

const blue = new Entity('BlueRow');
blue.addComponent('gsplat', { resource: new GSplatResource(app.graphicsDevice, splatRow(40, -1, -1, 1.5)) });
blue.setLocalEulerAngles(0, 90, 0);
blue.setLocalPosition(5, 0, -5);
app.root.addChild(blue);

// Both use unified rendering and the World layer, so each camera that renders
// World sorts their 80 splats as one list and draws them in one draw call
console.log(red.gsplat?.unified, blue.gsplat?.unified); // → true true
console.log(red.gsplat?.layers.join(), blue.gsplat?.layers.join()); // → 0 0
console.log((red.gsplat?.resource?.numSplats ?? 0) + (blue.gsplat?.resource?.numSplats ?? 0)); // → 80

// No per-component material in unified rendering: customise app.scene.gsplat.material instead
console.log(red.gsplat?.material); // → null

// The work buffer holds every splat in textures; their texel sizes add up to the bytes per splat
const bytesPerSplat = app.scene.gsplat.format.streams
    .reduce((sum, stream) => sum + (pixelFormatInfo.get(stream.format)?.size ?? 0), 0);
console.log(bytesPerSplat, (3e6 * bytesPerSplat / 1e6).toFixed(0)); // → 24 72
