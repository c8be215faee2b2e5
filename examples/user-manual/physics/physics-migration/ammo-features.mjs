/**
 * Lists the optional ammo.js bindings that engine 2.23 looks for, and whether the
 * loaded build has them. Run it in a launched scene (for example from a script's
 * initialize) to see what your project's ammo.js build supports.
 */
export function ammoFeatures() {
    const Ammo = Reflect.get(globalThis, 'Ammo');
    if (!Ammo) return null;
    const has = (owner, name) => typeof owner?.prototype?.[name] === 'function';
    return {
        // Contacts reported after every substep, not once per frame
        tickCallback: has(Ammo.btDiscreteDynamicsWorld, 'setInternalTickCallback'),
        // raycastAll()
        allHitsRay: typeof Ammo.AllHitsRayResultCallback === 'function',
        // The hitBackFaces: false raycast option
        rayFlags: has(Ammo.ClosestRayResultCallback, 'set_m_flags'),
        // teleport() read back exactly on frames without a physics substep
        interpolation: has(Ammo.btRigidBody, 'setInterpolationWorldTransform'),
        // Mesh collision shapes that follow the entity's scale at runtime
        scaledMesh: typeof Ammo.btScaledBvhTriangleMeshShape === 'function'
    };
}

// The build these pages are tested with (sync-ammo 0.1.2):
const features = ammoFeatures();
console.log(JSON.stringify(features)); // → {"tickCallback":true,"allHitsRay":true,"rayFlags":true,"interpolation":false,"scaledMesh":false}
