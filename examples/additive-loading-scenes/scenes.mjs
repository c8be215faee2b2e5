import { Asset } from 'playcanvas';
import { node, sceneFile, settings, shape, toUrl } from './scene-file.mjs';

/**
 * Registers four scenes: Base (camera, light, ground) and three areas that
 * can be added to it: Garden, Pond and Tower. In the Editor these would be
 * four scenes of one project, published as four files.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 */
export function registerScenes(app) {
    // Scene files refer to materials by asset id, as published scenes do.
    /** @type {Record<string, Asset>} */
    const mat = {};
    for (const [name, diffuse] of Object.entries({
        grass: [0.45, 0.6, 0.35], bark: [0.45, 0.3, 0.2], leaf: [0.2, 0.55, 0.25],
        water: [0.2, 0.45, 0.8], stone: [0.6, 0.6, 0.62], brick: [0.75, 0.55, 0.4], roof: [0.7, 0.2, 0.2]
    })) {
        mat[name] = new Asset(name, 'material', undefined, { diffuse });
        app.assets.add(mat[name]);
    }

    const base = node('Base', {}, {}, [
        node('Camera', { camera: { clearColor: [0.6, 0.78, 0.92, 1], fov: 45 } }, { position: [0, 7, 12], rotation: [-30, 0, 0] }),
        node('Sun', { light: { type: 'directional', intensity: 1, castShadows: true, shadowDistance: 30 } }, { rotation: [50, 30, 0] }),
        node('Ground', shape('plane', mat.grass), { scale: [16, 1, 10] })
    ]);

    const tree = (/** @type {number} */ x, /** @type {number} */ z) => node('Tree', {}, { position: [x, 0, z] }, [
        node('Trunk', shape('cylinder', mat.bark), { position: [0, 0.6, 0], scale: [0.3, 1.2, 0.3] }),
        node('Crown', shape('sphere', mat.leaf), { position: [0, 1.6, 0], scale: [1.3, 1.3, 1.3] })
    ]);
    const garden = node('Garden', {}, { position: [-4.5, 0, 0] }, [tree(-1, -1), tree(1, -0.5), tree(0, 1.2)]);

    const stones = [0, 1, 2, 3, 4, 5].map((i) => {
        const angle = (i / 6) * Math.PI * 2;
        return node('Stone', shape('sphere', mat.stone), { position: [Math.cos(angle) * 1.9, 0.1, Math.sin(angle) * 1.4], scale: [0.5, 0.35, 0.5] });
    });
    const pond = node('Pond', {}, { position: [0, 0, 1] }, [
        node('Water', shape('cylinder', mat.water), { position: [0, 0.02, 0], scale: [3.2, 0.04, 2.4] }),
        ...stones
    ]);

    const tower = node('Tower', {}, { position: [4.5, 0, -0.5] }, [
        node('Floor 1', shape('box', mat.brick), { position: [0, 0.75, 0], scale: [1.6, 1.5, 1.6] }),
        node('Floor 2', shape('box', mat.brick), { position: [0, 2.1, 0], scale: [1.3, 1.2, 1.3] }),
        node('Roof', shape('cone', mat.roof), { position: [0, 3.3, 0], scale: [1.7, 1.2, 1.7] })
    ]);

    app.scenes.add('Base', toUrl(sceneFile('Base', base, settings([0.4, 0.4, 0.45]))));
    // The areas' settings are never applied: loadSceneHierarchy() ignores them.
    for (const area of [garden, pond, tower]) {
        app.scenes.add(area.name, toUrl(sceneFile(area.name, area, settings([0, 0, 0]))));
    }
}
