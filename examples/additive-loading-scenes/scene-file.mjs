/**
 * Writes scene files in the JSON format the Editor publishes, so the example
 * can use the scene registry without a server. A published project already
 * has one such file per scene; you do not write them by hand.
 */

/**
 * @typedef {object} SceneNode
 * @property {string} name - Entity name.
 * @property {Record<string, object>} components - Component data by component type.
 * @property {number[]} position - Local position.
 * @property {number[]} rotation - Local Euler angles in degrees.
 * @property {number[]} scale - Local scale.
 * @property {SceneNode[]} children - Child nodes.
 */

/**
 * @param {string} name - Entity name.
 * @param {Record<string, object>} [components] - Component data by type.
 * @param {{ position?: number[], rotation?: number[], scale?: number[] }} [transform] - Local transform.
 * @param {SceneNode[]} [children] - Child nodes.
 * @returns {SceneNode} A node of the scene tree.
 */
export function node(name, components = {}, transform = {}, children = []) {
    const { position = [0, 0, 0], rotation = [0, 0, 0], scale = [1, 1, 1] } = transform;
    return { name, components, position, rotation, scale, children };
}

/**
 * A Render component with a primitive and a material asset.
 *
 * @param {string} type - Primitive type: box, sphere, cylinder, cone, plane...
 * @param {import('playcanvas').Asset} material - A material asset in the registry.
 * @returns {Record<string, object>} Component data.
 */
export function shape(type, material) {
    return { render: { type, materialAssets: [material.id] } };
}

/**
 * Scene settings as the Editor saves them: gravity, ambient light, fog...
 *
 * @param {number[]} ambient - Ambient colour, RGB 0..1.
 * @param {{ color: number[], start: number, end: number }} [fog] - Linear fog, or none.
 * @returns {object} The settings object of a scene file.
 */
export function settings(ambient, fog) {
    return {
        physics: { gravity: [0, -9.8, 0] },
        render: {
            global_ambient: ambient,
            ambientLuminance: 20000,
            fog: fog ? 'linear' : 'none',
            fog_color: fog?.color ?? [0, 0, 0],
            fog_start: fog?.start ?? 1,
            fog_end: fog?.end ?? 1000,
            fog_density: 0.01,
            lightmapSizeMultiplier: 16,
            lightmapMaxResolution: 2048,
            lightmapMode: 1,
            exposure: 1,
            skybox: null
        }
    };
}

/**
 * Flattens a tree of nodes into a scene file: every entity gets an id that
 * is unique across scenes (the scene name is its prefix).
 *
 * @param {string} name - Scene name.
 * @param {SceneNode} root - The scene's root node.
 * @param {object} sceneSettings - From settings().
 * @returns {string} The scene file's text.
 */
export function sceneFile(name, root, sceneSettings) {
    /** @type {Record<string, object>} */
    const entities = {};
    let count = 0;
    /**
     * @param {SceneNode} item - Node to add.
     * @param {string|null} parent - Id of its parent.
     * @returns {string} Its id.
     */
    const add = (item, parent) => {
        const id = `${name}-${count++}`;
        const children = item.children.map((child) => add(child, id));
        entities[id] = {
            name: item.name,
            resource_id: id,
            parent,
            children,
            position: item.position,
            rotation: item.rotation,
            scale: item.scale,
            enabled: true,
            tags: [],
            components: item.components
        };
        return id;
    };
    add(root, null);
    return JSON.stringify({ name, settings: sceneSettings, entities });
}

/**
 * @param {string} text - A scene file's text.
 * @returns {string} A blob: URL the scene registry can load.
 */
export function toUrl(text) {
    return URL.createObjectURL(new Blob([text], { type: 'application/json' }));
}
