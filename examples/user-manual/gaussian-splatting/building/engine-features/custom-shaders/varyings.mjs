import { TYPE_FLOAT32 } from 'playcanvas';

// A per-splat value computed once per splat in gsplatModifyVS and read for every pixel in
// gsplatModifyPS. The name "glow" generates setGlow(value) for the vertex chunk and
// getGlow() for the fragment chunk; adding streams rebuilds the gsplat shaders.
const varyings = app.scene.gsplat.varyings;
varyings.add([{ name: 'glow', type: TYPE_FLOAT32, components: 1 }]);

console.log(varyings.streams.map((stream) => `${stream.name}:${stream.components}`).join()); // → glow:1
