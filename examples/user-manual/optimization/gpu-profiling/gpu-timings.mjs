import { Script } from 'playcanvas';

export class GpuTimings extends Script {
    static scriptName = 'gpuTimings';

    /**
     * Seconds between two reports.
     * @attribute
     */
    interval = 1;

    elapsed = 0;

    initialize() {
        const profiler = this.app.graphicsDevice.gpuProfiler;
        if (!profiler) {
            console.log('no GPU profiler on this device'); // → no GPU profiler on this device
            return;
        }
        profiler.enabled = true;
        this.once('destroy', () => {
            profiler.enabled = false;
        });
    }

    /** @param {number} dt */
    update(dt) {
        this.elapsed += dt;
        if (this.elapsed < this.interval) return;
        this.elapsed = 0;

        const frame = this.app.stats.gpuFrameTime;
        if (frame === undefined) return; // disabled, unsupported or not arrived yet

        const passes = [...this.app.stats.gpu]
            .map(([name, ms]) => `${name} ${ms.toFixed(2)}`)
            .join(', ');
        console.log(`GPU ${frame.toFixed(2)} ms: ${passes}`);
    }
}

// In the headless runner there is no GPU, so the script reports that and stays quiet
entity.addComponent('script');
entity.script?.create(GpuTimings);
console.log(String(app.stats.gpuFrameTime)); // → undefined
