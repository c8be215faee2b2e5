import { Script } from 'playcanvas';

/**
 * Flies its entity along a looping (Lissajous) path around a centre.
 */
export class FlyPath extends Script {
    static scriptName = 'flyPath';

    /**
     * Time scale of the flight.
     *
     * @attribute
     * @range [0, 3]
     */
    speed = 1;

    time = 0;

    initialize() {
        this.place();
    }

    update(dt) {
        this.time += dt * this.speed;
        this.place();
    }

    place() {
        const t = this.time;
        this.entity.setPosition(Math.sin(t * 1.1) * 2.4, 1.2 + Math.sin(t * 2.3) * 0.6, Math.sin(t * 1.7) * 1.6);
    }
}
