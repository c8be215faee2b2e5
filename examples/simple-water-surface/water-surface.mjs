import {
    BLEND_NORMAL, Color, Mesh, MeshInstance, PlaneGeometry, Script, StandardMaterial, Vec2
} from 'playcanvas';
import { createWaveNormalMap } from './wave-normals.mjs';

/**
 * Gives its entity a water surface: a transparent, glossy StandardMaterial
 * with two layers of the same ripple normal map, scrolling in different
 * directions so that the pattern never seems to repeat.
 */
export class WaterSurface extends Script {
    static scriptName = 'waterSurface';

    /**
     * Colour of the water (sRGB).
     *
     * @attribute
     */
    color = new Color(0.1, 0.35, 0.45);

    /**
     * How much of the pool bottom the water hides, 0 to 1.
     *
     * @attribute
     * @range [0, 1]
     */
    opacity = 0.55;

    /**
     * Speed of the large ripples, in tiles per second.
     *
     * @attribute
     */
    flow = new Vec2(0.02, 0.03);

    /**
     * Speed of the small ripples, in tiles per second.
     *
     * @attribute
     */
    detailFlow = new Vec2(-0.04, 0.01);

    /** @type {StandardMaterial|null} */
    material = null;

    initialize() {
        const normals = createWaveNormalMap(this.app.graphicsDevice, 128);

        const material = new StandardMaterial();
        material.diffuse = this.color;
        material.specular = new Color(0.8, 0.8, 0.8);
        material.gloss = 0.92;
        material.opacity = this.opacity;
        material.blendType = BLEND_NORMAL;
        // Large ripples, repeated 3 times across the surface
        material.normalMap = normals;
        material.normalMapTiling = new Vec2(3, 3);
        material.bumpiness = 0.8;
        // Small ripples from the same texture, denser and weaker
        material.normalDetailMap = normals;
        material.normalDetailMapTiling = new Vec2(7, 7);
        material.normalDetailMapBumpiness = 0.5;
        material.update();
        this.material = material;

        // The built-in plane has no tangents (the shader would estimate them per pixel);
        // build a plane that has them, for a steady basis for the normal maps
        const geometry = new PlaneGeometry({ halfExtents: new Vec2(0.5, 0.5), calculateTangents: true });
        const mesh = Mesh.fromGeometry(this.app.graphicsDevice, geometry);
        this.entity.addComponent('render', { meshInstances: [new MeshInstance(mesh, material)], castShadows: false });
    }

    update(dt) {
        const material = this.material;
        if (!material) return;
        // Move both layers; wrap at 1, as the texture repeats anyway
        const offset = material.normalMapOffset;
        offset.set((offset.x + this.flow.x * dt) % 1, (offset.y + this.flow.y * dt) % 1);
        const detail = material.normalDetailMapOffset;
        detail.set((detail.x + this.detailFlow.x * dt) % 1, (detail.y + this.detailFlow.y * dt) % 1);
        material.update();
    }
}
