import { Asset } from 'playcanvas';
import { node, sceneFile, settings, shape, toUrl } from './scene-file.mjs';

/**
 * Registers three complete scenes, each with its own camera, light, ground,
 * props and settings: Meadow, Desert and Snow.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 */
export function registerScenes(app) {
    /** @type {Record<string, Asset>} */
    const mat = {};
    for (const [name, diffuse] of Object.entries({
        grass: [0.4, 0.62, 0.3], flower: [0.95, 0.75, 0.2], sand: [0.85, 0.7, 0.45],
        cactus: [0.25, 0.5, 0.3], snow: [0.92, 0.94, 0.97], ice: [0.55, 0.75, 0.95]
    })) {
        mat[name] = new Asset(name, 'material', undefined, { diffuse });
        app.assets.add(mat[name]);
    }

    /**
     * @param {string} name - Scene name.
     * @param {number[]} sky - Camera clear colour.
     * @param {Asset} ground - Ground material.
     * @param {import('./scene-file.mjs').SceneNode[]} props - What stands on the ground.
     * @returns {import('./scene-file.mjs').SceneNode} The scene's root node.
     */
    const scene = (name, sky, ground, props) => node(name, {}, {}, [
        node('Camera', { camera: { clearColor: [...sky, 1], fov: 50 } }, { position: [0, 3.5, 9], rotation: [-15, 0, 0] }),
        node('Sun', { light: { type: 'directional', intensity: 1, castShadows: true, shadowDistance: 30 } }, { rotation: [45, 40, 0] }),
        node('Ground', shape('plane', ground), { scale: [40, 1, 40] }),
        ...props
    ]);
    /**
     * @param {string} type - Primitive type.
     * @param {Asset} material - Material asset.
     * @param {number} count - How many.
     * @param {number[]} scale - Local scale of each.
     * @returns {import('./scene-file.mjs').SceneNode[]} Props in two staggered rows.
     */
    const rows = (type, material, count, scale) => Array.from({ length: count }, (_, i) => node(`${type} ${i}`, shape(type, material), {
        position: [(i - (count - 1) / 2) * 1.8, scale[1] / 2, -(i % 2) * 2.5],
        scale
    }));

    const meadow = scene('Meadow', [0.55, 0.78, 0.95], mat.grass, rows('sphere', mat.flower, 7, [0.6, 0.6, 0.6]));
    const desert = scene('Desert', [0.95, 0.75, 0.5], mat.sand, rows('cylinder', mat.cactus, 5, [0.5, 2.2, 0.5]));
    const snow = scene('Snow', [0.8, 0.84, 0.9], mat.snow, rows('cone', mat.ice, 6, [1.2, 1.8, 1.2]));

    app.scenes.add('Meadow', toUrl(sceneFile('Meadow', meadow, settings([0.4, 0.45, 0.5]))));
    app.scenes.add('Desert', toUrl(sceneFile('Desert', desert, settings([0.55, 0.45, 0.35]))));
    app.scenes.add('Snow', toUrl(sceneFile('Snow', snow, settings([0.5, 0.55, 0.65], { color: [0.8, 0.84, 0.9], start: 4, end: 22 }))));
}
