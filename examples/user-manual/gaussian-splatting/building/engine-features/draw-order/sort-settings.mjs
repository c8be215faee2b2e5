import { GSPLAT_RENDERER_AUTO, GSPLAT_RENDERER_RASTER_CPU_SORT, GSPLAT_RENDERER_RASTER_GPU_SORT } from 'playcanvas';

// The scene-wide Gaussian splat settings: one object for every camera and layer
const gsplat = app.scene.gsplat;

// AUTO picks GPU sorting on WebGPU and CPU sorting (in a Web Worker) everywhere else
console.log(gsplat.renderer === GSPLAT_RENDERER_AUTO); // → true
console.log(app.graphicsDevice.isWebGPU, gsplat.currentRenderer === GSPLAT_RENDERER_RASTER_CPU_SORT); // → false true

// Asking for GPU sorting without WebGPU falls back to CPU sorting
gsplat.renderer = GSPLAT_RENDERER_RASTER_GPU_SORT;
console.log(gsplat.currentRenderer === GSPLAT_RENDERER_RASTER_CPU_SORT); // → true
gsplat.renderer = GSPLAT_RENDERER_AUTO;

// Sort by distance along the camera's view direction (default) ...
console.log(gsplat.radialSorting); // → false

// ... or by distance from the camera position, for a camera that turns on the spot
gsplat.radialSorting = true;
