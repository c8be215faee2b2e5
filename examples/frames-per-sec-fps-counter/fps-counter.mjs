import { Color, ELEMENTTYPE_IMAGE, Entity, Script, Vec2, Vec4 } from 'playcanvas';

/**
 * Measures the frame rate from the browser's clock and shows it on a text
 * element, with a bar graph of the latest frame times. Attach it to the
 * text entity. The graph is built as a sibling below the text.
 */
export class FpsCounter extends Script {
    static scriptName = 'fpsCounter';

    /**
     * Seconds between two readings. Longer is steadier, shorter reacts faster.
     *
     * @attribute
     */
    interval = 0.5;

    /**
     * Number of bars in the frame-time graph.
     *
     * @attribute
     */
    bars = 60;

    /** Frames per second over the last interval. */
    fps = 0;

    /** Longest frame of the last interval in milliseconds. */
    worstMs = 0;

    frames = 0;

    windowStart = 0;

    lastTime = 0;

    worstInWindow = 0;

    /** @type {Entity[]} */
    barEntities = [];

    next = 0;

    green = new Color(0.3, 0.85, 0.4);

    yellow = new Color(0.95, 0.8, 0.25);

    red = new Color(0.95, 0.3, 0.25);

    initialize() {
        this.lastTime = this.windowStart = performance.now();

        // One image element per bar; their heights are frame times (1 px per ms).
        const graph = new Entity('fps graph');
        graph.addComponent('element', {
            type: ELEMENTTYPE_IMAGE,
            anchor: new Vec4(0, 1, 0, 1),
            pivot: new Vec2(0, 1),
            width: this.bars * 4,
            height: 50,
            color: new Color(0, 0, 0),
            opacity: 0.5
        });
        graph.setLocalPosition(16, -84, 0);
        this.entity.parent?.addChild(graph);
        for (let i = 0; i < this.bars; i++) {
            const bar = new Entity(`bar-${i}`);
            bar.addComponent('element', {
                type: ELEMENTTYPE_IMAGE,
                anchor: new Vec4(0, 0, 0, 0),
                pivot: new Vec2(0, 0),
                width: 3,
                height: 0,
                color: this.green
            });
            bar.setLocalPosition(i * 4, 0, 0);
            graph.addChild(bar);
            this.barEntities.push(bar);
        }
    }

    update() {
        // performance.now() is the real clock: dt is clamped and scaled by the app.
        const now = performance.now();
        const ms = now - this.lastTime;
        this.lastTime = now;
        this.frames++;
        this.worstInWindow = Math.max(this.worstInWindow, ms);
        this.addBar(ms);

        const elapsed = now - this.windowStart;
        if (elapsed < this.interval * 1000) return;

        this.fps = (this.frames * 1000) / elapsed;
        this.worstMs = this.worstInWindow;
        this.frames = 0;
        this.worstInWindow = 0;
        this.windowStart = now;
        if (this.entity.element) {
            const average = 1000 / this.fps;
            this.entity.element.text = `${this.fps.toFixed(1)} FPS\n${average.toFixed(1)} ms avg, ${this.worstMs.toFixed(1)} max`;
        }
    }

    /** @param {number} ms - The frame's duration in milliseconds. */
    addBar(ms) {
        const bar = this.barEntities[this.next]?.element;
        this.next = (this.next + 1) % this.barEntities.length;
        if (!bar) return;
        bar.height = Math.min(ms, 50);
        // Green up to 60 fps, yellow up to 30 fps, red beyond.
        bar.color = ms <= 17.5 ? this.green : ms <= 34 ? this.yellow : this.red;
    }
}
