import { SHADOW_PCF3_32F, Vec3 } from 'playcanvas';

const lighting = app.scene.lighting;

// Engine defaults (a project's scene settings replace them when the scene loads)
console.log(app.scene.clusteredLightingEnabled); // → true
console.log(lighting.cells, lighting.maxLightsPerCell, lighting.maxLights); // → [10, 3, 10] 255 255
console.log(lighting.shadowsEnabled, lighting.cookiesEnabled, lighting.areaLightsEnabled); // → true false false
console.log(lighting.shadowAtlasResolution, lighting.shadowType === SHADOW_PCF3_32F); // → 2048 true

// A flat town 60 units across: finer cells across, a single layer up,
// and a small per-cell limit because few lamps overlap
lighting.cells = new Vec3(20, 1, 20);
lighting.maxLightsPerCell = 8;

// Lamps with cookies need the cookie atlas; shadows keep their own atlas
lighting.cookiesEnabled = true;
lighting.cookieAtlasResolution = 1024;

// Values outside the allowed range are clamped
lighting.maxLightsPerCell = 1000;
console.log(lighting.maxLightsPerCell); // → 255
