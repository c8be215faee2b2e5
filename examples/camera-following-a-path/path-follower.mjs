import { CURVE_SPLINE, Color, Curve, Entity, Script, Vec3 } from 'playcanvas';

/**
 * Moves the entity (a camera) along a smooth closed path through the
 * children of `path`, looking a little ahead along the path.
 */
export class PathFollower extends Script {
    static scriptName = 'pathFollower';

    /**
     * Parent entity whose children, in order, are the waypoints.
     *
     * @attribute
     * @type {Entity | null}
     */
    path = null;

    /**
     * Seconds for one full lap.
     *
     * @attribute
     */
    duration = 20;

    /**
     * How far ahead to look, as a fraction of the lap.
     *
     * @attribute
     */
    lookAhead = 0.02;

    /**
     * Draw the path as lines (useful while authoring).
     *
     * @attribute
     */
    showPath = true;

    time = 0;

    /** @type {Curve[]} One curve per axis: x, y and z over lap time 0..1. */
    curves = [];

    /** @type {Vec3[]} Points sampled along the path, for drawing. */
    linePoints = [];

    lineColor = new Color(1, 0.85, 0.2);

    position = new Vec3();

    target = new Vec3();

    initialize() {
        this.buildCurves();
        if (this.curves.length === 0) {
            console.warn('pathFollower: the path needs at least two waypoints.');
        }
    }

    /** Builds spline curves through the waypoints, timed by distance. */
    buildCurves() {
        const nodes = this.path?.children ?? [];
        const points = nodes.map(node => node.getPosition().clone());
        if (points.length < 2) return;

        // Close the loop by returning to the first waypoint.
        points.push(points[0].clone());

        // Give each waypoint a time proportional to the distance travelled,
        // so the camera moves at a roughly even speed.
        const times = [0];
        for (let i = 1; i < points.length; i++) {
            times.push(times[i - 1] + points[i].distance(points[i - 1]));
        }
        const total = times[times.length - 1];

        this.curves = ['x', 'y', 'z'].map((axis) => {
            const curve = new Curve();
            curve.type = CURVE_SPLINE;
            curve.tension = 0.5;
            points.forEach((p, i) => {
                curve.add(times[i] / total, p[/** @type {'x' | 'y' | 'z'} */ (axis)]);
            });
            return curve;
        });

        // Pairs of points for drawLines: segment i goes from sample i to i + 1.
        this.linePoints = [];
        const samples = 200;
        for (let i = 0; i < samples; i++) {
            this.linePoints.push(this.sample(i / samples, new Vec3()));
            this.linePoints.push(this.sample((i + 1) / samples, new Vec3()));
        }
    }

    /**
     * @param {number} t - Lap time; wrapped into 0..1.
     * @param {Vec3} out - Receives the position.
     * @returns {Vec3} The position on the path at time t.
     */
    sample(t, out) {
        const u = t - Math.floor(t);
        const [x, y, z] = this.curves;
        return out.set(x.value(u), y.value(u), z.value(u));
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (this.curves.length === 0) return;

        this.time += dt;
        const t = this.time / this.duration;

        this.sample(t, this.position);
        this.sample(t + this.lookAhead, this.target);
        this.entity.setPosition(this.position);
        this.entity.lookAt(this.target);

        if (this.showPath) {
            this.app.drawLines(this.linePoints, this.lineColor);
        }
    }
}
