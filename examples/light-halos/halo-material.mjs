import { BLEND_ADDITIVE, Color, PIXELFORMAT_RGBA8, StandardMaterial, Texture } from 'playcanvas';

/**
 * A soft round glow: white in the middle, fading to black at the edge. With
 * additive blending, black adds nothing, so the square edge of the sprite
 * never shows.
 *
 * @param {import('playcanvas').GraphicsDevice} device - The graphics device.
 * @returns {Texture} A 2D texture.
 */
export function createHaloTexture(device) {
    const size = 128;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    const c = size / 2;
    const gradient = ctx.createRadialGradient(c, c, 0, c, c, c);
    // Bright core, then a long faint tail: light scattered by the air looks like this.
    gradient.addColorStop(0, '#ffffff');
    gradient.addColorStop(0.12, '#c8c8c8');
    gradient.addColorStop(0.35, '#404040');
    gradient.addColorStop(0.7, '#0c0c0c');
    gradient.addColorStop(1, '#000000');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, size, size);

    const texture = new Texture(device, { name: 'halo', width: size, height: size, format: PIXELFORMAT_RGBA8 });
    texture.setSource(canvas);
    return texture;
}

/**
 * An unlit material that adds the halo texture, tinted with a colour, on top
 * of what is already drawn.
 *
 * @param {Texture} texture - The glow texture.
 * @param {Color} color - The tint, usually the light's colour.
 * @returns {StandardMaterial} The halo material.
 */
export function createHaloMaterial(texture, color) {
    const material = new StandardMaterial();
    material.useLighting = false;
    // Fog would add the fog colour to the whole square: keep halos out of it.
    material.useFog = false;
    material.useSkybox = false;
    material.diffuse = new Color(0, 0, 0);
    material.emissive = color.clone();
    material.emissiveMap = texture;
    // Add to the colour behind: the result can only get brighter.
    material.blendType = BLEND_ADDITIVE;
    // Halos overlap each other; they must not hide one another in the depth buffer.
    material.depthWrite = false;
    material.update();
    return material;
}
