// Turn on GPU timing where the device can measure it
const profiler = app.graphicsDevice.gpuProfiler;
if (profiler) profiler.enabled = true;

/** @param {import('playcanvas').AppStats} stats */
function statsLine(stats) {
    const gpu = stats.gpuFrameTime === undefined ? 'n/a' : `${stats.gpuFrameTime.toFixed(1)} ms`;
    return `${stats.fps} fps | frame ${stats.frameTime.toFixed(1)} ms | update ${stats.cpuUpdateTime.toFixed(1)} ms | render ${stats.cpuRenderTime.toFixed(1)} ms | GPU ${gpu}`;
}

// Once a second, while a session runs: read it in the remote console, or show it in the scene
let elapsed = 0;
app.on('update', (dt) => {
    elapsed += dt;
    if (elapsed < 1 || !app.xr?.active) return;
    elapsed = 0;
    console.log(statsLine(app.stats));
});

// Before the first measured frame every value is still zero
console.log(statsLine(app.stats).startsWith('0 fps')); // → true
