/**
 * Waits until the host page has initialised Ammo (Bullet physics) as the global `Ammo`.
 * Loading Ammo is the page's job (the Editor does it when physics is enabled in the
 * project settings); this helper only waits for it and fails clearly when it never comes.
 *
 * The engine creates its physics world in `app.start()` when `Ammo` is present, so create
 * entities with rigidbody or collision components after starting the application.
 *
 * @param {number} [timeoutMs] - How long to wait before giving up, in milliseconds.
 * @returns {Promise<void>} Resolves once `Ammo` is usable.
 */
export function waitForAmmo(timeoutMs = 10000) {
    const started = performance.now();
    return new Promise((resolve, reject) => {
        const poll = () => {
            /** @type {any} */
            const ammo = Reflect.get(globalThis, 'Ammo');
            if (typeof ammo?.btVector3 === 'function') {
                resolve();
            } else if (performance.now() - started > timeoutMs) {
                reject(new Error('Ammo was not initialised by the page'));
            } else {
                setTimeout(poll, 50);
            }
        };
        poll();
    });
}
