import { Color, Script, Vec3, XRTARGETRAY_POINTER } from 'playcanvas';

/**
 * Draws a laser for every pointing input source. The laser stops at the UI
 * element the ray is over (the engine's ElementInput finds it and stores it
 * on the input source), and turns brighter while the user selects.
 */
export class XrLaser extends Script {
    static scriptName = 'xrLaser';

    /**
     * Length of the laser when it points at nothing, in metres.
     *
     * @attribute
     */
    maxLength = 3;

    idleColor = new Color(0.6, 0.6, 0.7);

    hoverColor = new Color(0.3, 0.8, 1);

    end = new Vec3();

    update() {
        const xr = this.app.xr;
        if (!xr || !xr.active) return;

        for (const source of xr.input.inputSources) {
            // Screen taps and gaze have no visible hand to start a laser from.
            if (source.targetRayMode !== XRTARGETRAY_POINTER) continue;

            const origin = source.getOrigin();
            const direction = source.getDirection();
            const element = source.elementEntity;

            // Stop at the hovered element; its distance is close enough for a laser.
            const length = element ? origin.distance(element.getPosition()) : this.maxLength;
            this.end.copy(direction).mulScalar(length).add(origin);

            const color = element ? this.hoverColor : this.idleColor;
            this.app.drawLine(origin, this.end, source.selecting ? Color.WHITE : color);
        }
    }
}
