// Statistics that every build fills, and ones that only debug and profiler builds fill
const stats = app.stats;

console.log(typeof stats.drawCallCount); // → number
console.log(typeof stats.cpuRenderTime); // → number

// The release build leaves primitiveCount undefined; the profiler build counts primitives
const build = stats.primitiveCount === undefined ? 'release' : 'debug or profiler';
console.log(build); // → release

// Memory by category exists only in the detailed builds
console.log(String(stats.vram.texShadow)); // → undefined
