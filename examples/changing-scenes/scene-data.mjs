/**
 * Builds scene data in the JSON format the Editor publishes (one file per
 * scene), so this demo can use the real scene registry without a server.
 * A published project already contains such files; you never write them by hand.
 */

let nextId = 1;

/**
 * @typedef {object} EntityData
 * @property {string} name - Entity name.
 * @property {string} resource_id - Unique id of the entity.
 * @property {string|null} parent - Id of the parent, null for the root.
 * @property {string[]} children - Ids of the children.
 * @property {number[]} position - Local position.
 * @property {number[]} rotation - Local Euler angles in degrees.
 * @property {number[]} scale - Local scale.
 * @property {boolean} enabled - Whether the entity is enabled.
 * @property {string[]} tags - Tags.
 * @property {Record<string, object>} components - Component data by component type.
 */

/**
 * @param {string} name - Entity name.
 * @param {Record<string, object>} components - Component data by type.
 * @param {number[]} [position] - Local position.
 * @param {number[]} [rotation] - Local Euler angles.
 * @param {number[]} [scale] - Local scale.
 * @returns {EntityData} The entity's data.
 */
function entity(name, components, position = [0, 0, 0], rotation = [0, 0, 0], scale = [1, 1, 1]) {
    return {
        name,
        resource_id: `e${nextId++}`,
        parent: null,
        children: [],
        position,
        rotation,
        scale,
        enabled: true,
        tags: [],
        components
    };
}

/**
 * @param {object} options - What the scene looks like.
 * @param {string} options.name - Scene name.
 * @param {number[]} options.sky - Camera clear colour (RGB, 0..1).
 * @param {number[]} options.ambient - Ambient light colour.
 * @param {string} options.shape - Primitive type used for the props.
 * @param {number} options.light - Intensity of the directional light.
 * @returns {object} Scene data: name, settings and entities.
 */
export function createSceneData({ name, sky, ambient, shape, light }) {
    const root = entity('Root', {});
    const children = [
        entity('Camera', { camera: { clearColor: [...sky, 1], fov: 45 } }, [0, 4, 9], [-22, 0, 0]),
        entity('Light', { light: { type: 'directional', color: [1, 1, 1], intensity: light, castShadows: true, shadowDistance: 25 } }, [0, 5, 0], [50, 30, 0]),
        entity('Ground', { render: { type: 'plane' } }, [0, 0, 0], [0, 0, 0], [10, 1, 10])
    ];
    for (let i = 0; i < 5; i++) {
        const x = (i - 2) * 1.8;
        children.push(entity(`${shape}-${i}`, { render: { type: shape } }, [x, 0.5 + (i % 2) * 0.5, 0], [0, i * 20, 0]));
    }

    /** @type {Record<string, EntityData>} */
    const entities = { [root.resource_id]: root };
    for (const child of children) {
        child.parent = root.resource_id;
        root.children.push(child.resource_id);
        entities[child.resource_id] = child;
    }

    return {
        name,
        settings: {
            physics: { gravity: [0, -9.8, 0] },
            render: {
                global_ambient: ambient,
                ambientLuminance: 20000,
                fog: 'none',
                fog_color: [0, 0, 0],
                fog_start: 1,
                fog_end: 1000,
                fog_density: 0.01,
                lightmapSizeMultiplier: 16,
                lightmapMaxResolution: 2048,
                lightmapMode: 1,
                exposure: 1,
                skybox: null
            }
        },
        entities
    };
}

/**
 * Turns scene data into a URL the scene registry can load.
 *
 * @param {object} data - Scene data from createSceneData.
 * @returns {string} A blob: URL holding the JSON.
 */
export function toSceneUrl(data) {
    return URL.createObjectURL(new Blob([JSON.stringify(data)], { type: 'application/json' }));
}
