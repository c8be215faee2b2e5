import { Color, Script, StandardMaterial } from 'playcanvas';

/**
 * Makes the material of this entity glow and fade. It shows the one rule of
 * editing materials from code: change the properties, then call update().
 */
export class GlowPulse extends Script {
    static scriptName = 'glowPulse';

    /**
     * Colour of the glow.
     *
     * @attribute
     */
    color = new Color(1, 0.4, 0.1);

    /**
     * Pulses per second.
     *
     * @attribute
     * @range [0.1, 5]
     */
    frequency = 0.5;

    /** @type {StandardMaterial | null} */
    material = null;

    time = 0;

    initialize() {
        const meshInstance = this.entity.render?.meshInstances[0];
        const source = meshInstance?.material;
        if (!meshInstance || !source) return;

        // Clone, so other entities sharing the material do not pulse too.
        const material = /** @type {StandardMaterial} */ (source.clone());
        material.emissive = this.color;
        material.update();
        meshInstance.material = material;
        this.material = material;
        this.on('destroy', () => material.destroy());
    }

    update(dt) {
        if (!this.material) return;
        this.time += dt;
        const wave = 0.5 + 0.5 * Math.sin(this.time * this.frequency * Math.PI * 2);
        this.material.emissiveIntensity = wave * 2;
        // Without update() the change never reaches the shader.
        this.material.update();
    }
}
