import {
    CULLFACE_NONE, Color, Mesh, MeshInstance, PlaneGeometry, SEMANTIC_POSITION, SEMANTIC_TEXCOORD0, Script, ShaderMaterial, Vec2
} from 'playcanvas';
import { FLAG_FRAGMENT_GLSL, FLAG_FRAGMENT_WGSL, FLAG_VERTEX_GLSL, FLAG_VERTEX_WGSL } from './flag-shaders.mjs';

/**
 * Gives its entity a finely divided plane drawn with a ShaderMaterial: the
 * vertex shader waves the cloth, the fragment shader paints the stripes.
 */
export class WavingFlag extends Script {
    static scriptName = 'wavingFlag';

    /**
     * Colour of the outer stripes (sRGB).
     *
     * @attribute
     */
    colorA = new Color(0.1, 0.3, 0.75);

    /**
     * Colour of the middle stripe (sRGB).
     *
     * @attribute
     */
    colorB = new Color(0.95, 0.85, 0.3);

    /**
     * How fast the waves run along the cloth.
     *
     * @attribute
     * @range [0, 4]
     */
    speed = 1;

    time = 0;

    /** @type {ShaderMaterial|null} */
    material = null;

    initialize() {
        const device = this.app.graphicsDevice;
        // Many segments along the length, so the vertex shader has points to move
        const geometry = new PlaneGeometry({ halfExtents: new Vec2(1, 0.6), widthSegments: 32, lengthSegments: 4 });
        const mesh = Mesh.fromGeometry(device, geometry);

        const material = new ShaderMaterial({
            uniqueName: 'TutorialWavingFlag',
            vertexGLSL: FLAG_VERTEX_GLSL,
            fragmentGLSL: FLAG_FRAGMENT_GLSL,
            vertexWGSL: FLAG_VERTEX_WGSL,
            fragmentWGSL: FLAG_FRAGMENT_WGSL,
            attributes: { aPosition: SEMANTIC_POSITION, aUv0: SEMANTIC_TEXCOORD0 }
        });
        // Both sides of the cloth are visible
        material.cull = CULLFACE_NONE;
        this.setColor('uColorA', this.colorA, material);
        this.setColor('uColorB', this.colorB, material);
        material.update();
        this.material = material;

        const render = this.entity.render ?? this.entity.addComponent('render');
        if (render) render.meshInstances = [new MeshInstance(mesh, material)];
    }

    /**
     * @param {string} name - The uniform.
     * @param {Color} color - An sRGB colour.
     * @param {ShaderMaterial} material - The material to set it on.
     */
    setColor(name, color, material) {
        // The shader gamma-corrects its output, so it works in linear colour
        const linear = new Color().linear(color);
        material.setParameter(name, [linear.r, linear.g, linear.b]);
    }

    update(dt) {
        this.time += dt * this.speed;
        this.material?.setParameter('uTime', this.time);
    }
}
