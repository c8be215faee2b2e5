import { Script } from 'playcanvas';

/**
 * Moves the entity on a circle above the origin, so a point light on it
 * sweeps across the surface below.
 */
export class OrbitLight extends Script {
    static scriptName = 'orbitLight';

    /** @attribute */
    radius = 1.6;

    /** @attribute */
    heightAbove = 0.6;

    /**
     * Turns per second.
     *
     * @attribute
     */
    speed = 0.2;

    angle = 0;

    update(dt) {
        this.angle += dt * this.speed * Math.PI * 2;
        this.entity.setLocalPosition(Math.cos(this.angle) * this.radius, this.heightAbove, Math.sin(this.angle) * this.radius * 0.6);
    }
}
