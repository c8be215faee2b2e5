// Names a documentation snippet may use without declaring them, as the pages say:
// the running application, the entity a script is attached to, and the page's canvas.
declare const app: import('playcanvas').AppBase;
declare const entity: import('playcanvas').Entity;
declare const canvas: HTMLCanvasElement;

// The engine ships its scripts (playcanvas/scripts/esm/) without type declarations: a TypeScript
// project declares the one it imports, as the PlayCanvas React installation page tells readers to.
declare module 'playcanvas/scripts/esm/camera-controls.mjs';
