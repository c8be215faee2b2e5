import {
    BLEND_NORMAL,
    CULLFACE_NONE,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    SEMANTIC_POSITION,
    SEMANTIC_TEXCOORD0,
    Script,
    ShaderMaterial,
    Texture
} from 'playcanvas';
import { WARP_FRAGMENT_GLSL, WARP_FRAGMENT_WGSL, WARP_VERTEX_GLSL, WARP_VERTEX_WGSL } from './warp-shaders.mjs';

/**
 * Draws the entity's plane with a ShaderMaterial that bends the sprite
 * texture over time. A click or a tap sends a ripple through it.
 */
export class SpriteWarp extends Script {
    static scriptName = 'spriteWarp';

    /**
     * The sprite's texture.
     *
     * @attribute
     * @type {import('playcanvas').Asset|null}
     * @resource texture
     */
    sprite = null;

    /**
     * How far the rows sway sideways: 0 keeps the sprite still.
     *
     * @attribute
     * @range [0, 2]
     */
    sway = 1;

    /** Clicks and taps so far. */
    pokes = 0;

    time = 0;

    /** Strength of the last ripple: 1 when poked, down to 0 over about a second. */
    poke = 0;

    /** Seconds since the last poke. */
    pokeAge = 0;

    /** @type {ShaderMaterial|null} */
    material = null;

    initialize() {
        const texture = this.sprite?.resource;
        if (!(texture instanceof Texture) || !this.entity.render) return;

        const material = new ShaderMaterial({
            uniqueName: 'SpriteWarp',
            vertexGLSL: WARP_VERTEX_GLSL,
            fragmentGLSL: WARP_FRAGMENT_GLSL,
            vertexWGSL: WARP_VERTEX_WGSL,
            fragmentWGSL: WARP_FRAGMENT_WGSL,
            attributes: { aPosition: SEMANTIC_POSITION, aUv0: SEMANTIC_TEXCOORD0 }
        });
        // Transparent around the ghost: blend, and leave the depth buffer alone
        material.blendType = BLEND_NORMAL;
        material.depthWrite = false;
        material.cull = CULLFACE_NONE;
        material.setParameter('uSprite', texture);
        material.update();
        this.entity.render.material = material;
        this.material = material;

        this.app.mouse?.on(EVENT_MOUSEDOWN, this.onPoke, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.onPoke, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.onPoke, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.onPoke, this);
        });
    }

    onPoke() {
        this.pokes++;
        this.poke = 1;
        this.pokeAge = 0;
    }

    update(dt) {
        this.time += dt;
        this.pokeAge += dt;
        this.poke = Math.max(0, this.poke - dt * 0.8);

        const material = this.material;
        if (!material) return;
        material.setParameter('uTime', this.time);
        material.setParameter('uSway', this.sway);
        material.setParameter('uPoke', this.poke);
        material.setParameter('uPokeAge', this.pokeAge);
    }
}
