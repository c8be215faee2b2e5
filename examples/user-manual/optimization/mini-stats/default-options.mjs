import { MiniStats } from 'playcanvas';

// The options a MiniStats gets when the constructor is given none
const options = MiniStats.getDefaultOptions();

console.log(options.startSizeIndex); // → 0
console.log(options.sizes.map((size) => `${size.width}x${size.height}`).join(' ')); // → 128x22 176x20 224x22
console.log(options.sizes.map((size) => size.graphs).join(' ')); // → false false true
console.log(options.textRefreshRate); // → 500
console.log(`cpu ${options.cpu.watermark}, gpu ${options.gpu.watermark}`); // → cpu 33, gpu 33
console.log(options.stats.map((graph) => `${graph.name}=${graph.watermark}`).join(' ')); // → DrawCalls=1000 Frame=33 VRAM=1024
console.log(`${options.resourcesEnabled} ${options.resourcesCollapsed}`); // → true true
console.log(`${options.gpuTimingMinSize} ${options.cpuTimingMinSize} ${options.vramTimingMinSize}`); // → 1 1 1

// A preset adds one more graph, here the Gaussian splat count
const withSplats = MiniStats.getDefaultOptions(['gsplats']);
console.log(withSplats.stats.map((graph) => graph.name).join(' ')); // → DrawCalls Frame VRAM GSplats
