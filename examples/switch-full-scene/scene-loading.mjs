/**
 * The scene registry reports through callbacks; these wrap its three
 * loading calls in Promises.
 */

/**
 * Downloads a scene file and keeps it in the registry.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 * @param {string} name - Scene name.
 * @returns {Promise<void>} Resolves when the data is cached.
 */
export function loadData(app, name) {
    return new Promise((resolve, reject) => {
        app.scenes.loadSceneData(name, (err) => (err ? reject(new Error(err)) : resolve()));
    });
}

/**
 * Applies a scene's settings (ambient light, fog, gravity...) only.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 * @param {string} name - Scene name.
 * @returns {Promise<void>} Resolves when the settings are applied.
 */
export function loadSettings(app, name) {
    return new Promise((resolve, reject) => {
        app.scenes.loadSceneSettings(name, (err) => (err ? reject(new Error(err)) : resolve()));
    });
}

/**
 * Creates a scene's entities and adds its root under app.root, next to
 * whatever is already there.
 *
 * @param {import('playcanvas').AppBase} app - The application.
 * @param {string} name - Scene name.
 * @returns {Promise<import('playcanvas').Entity>} The scene's root entity.
 */
export function loadHierarchy(app, name) {
    return new Promise((resolve, reject) => {
        app.scenes.loadSceneHierarchy(name, (err, root) => {
            if (err || !root) reject(new Error(err ?? `Scene "${name}" has no root`));
            else resolve(root);
        });
    });
}
