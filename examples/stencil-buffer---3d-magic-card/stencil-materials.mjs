import { Color, FUNC_ALWAYS, FUNC_EQUAL, STENCILOP_KEEP, STENCILOP_REPLACE, StandardMaterial, StencilParameters } from 'playcanvas';

/** The stencil value the card's window writes and the inside objects test for. */
export const CARD_REF = 1;

/**
 * The card's window: drawn like any surface, and wherever it is visible it
 * also writes CARD_REF into the stencil buffer.
 *
 * @param {Color} color - The colour behind the inside scene.
 * @returns {StandardMaterial} The window material.
 */
export function createWindowMaterial(color) {
    const material = new StandardMaterial();
    material.diffuse = new Color(0, 0, 0);
    material.emissive = color;
    material.useLighting = false;
    // Always pass, and replace the stencil value only where the depth test passes too
    const stencil = new StencilParameters({
        func: FUNC_ALWAYS,
        ref: CARD_REF,
        zpass: STENCILOP_REPLACE
    });
    material.stencilFront = stencil;
    material.stencilBack = stencil;
    material.update();
    return material;
}

/**
 * A material for the inside of the card: it draws only where the stencil
 * buffer holds CARD_REF, and leaves the stencil buffer as it is.
 *
 * @param {Color} diffuse - The surface colour.
 * @param {Color} [emissive] - Optional glow.
 * @returns {StandardMaterial} The inside material.
 */
export function createInsideMaterial(diffuse, emissive) {
    const material = new StandardMaterial();
    material.diffuse = diffuse;
    if (emissive) material.emissive = emissive;
    const stencil = new StencilParameters({
        func: FUNC_EQUAL,
        ref: CARD_REF,
        zpass: STENCILOP_KEEP
    });
    material.stencilFront = stencil;
    material.stencilBack = stencil;
    material.update();
    return material;
}
