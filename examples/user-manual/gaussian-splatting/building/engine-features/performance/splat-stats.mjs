import { MiniStats } from 'playcanvas';

// MiniStats with two extra rows: splats drawn (in millions) and the share of the work buffer
// that was rewritten in the last frame (in %)
const options = MiniStats.getDefaultOptions(['gsplats', 'gsplatsCopy']);
console.log(options.stats.map((graph) => graph.name).join(' ')); // → DrawCalls Frame VRAM GSplats GsplatsCopy
// new MiniStats(app, options) shows them; the detailed CPU view adds a "Splat sort" row

// The same numbers in code, once a second
let elapsed = 0;
app.on('update', (dt) => {
    elapsed += dt;
    if (elapsed < 1) return;
    elapsed = 0;
    const frame = app.stats.frame;
    // Splats drawn in the last frame, worker sort time reported since then, work buffer rewritten
    console.log(`${frame.gsplats} splats, sort ${frame.gsplatSort.toFixed(1)} ms, copy ${frame.gsplatBufferCopy.toFixed(0)} %`);
});
