import {
    Color,
    Entity,
    Mesh,
    MeshInstance,
    Script,
    SphereGeometry,
    StandardMaterial,
    Vec3,
    calculateNormals
} from 'playcanvas';
import { ScreenWrap } from './wrap.mjs';

/** @import { AppBase, GraphicsDevice } from 'playcanvas' */

/** Radius, typical speed and points for each rock size (3 = large). */
export const ROCK_SIZES = {
    3: { radius: 1.6, speed: 1.6, points: 20 },
    2: { radius: 0.9, speed: 2.6, points: 50 },
    1: { radius: 0.5, speed: 3.6, points: 100 }
};

/**
 * Builds a lumpy rock: a coarse sphere whose vertices are pushed in and out.
 * The offset is a smooth function of the vertex direction, so vertices that
 * share a position (along the sphere's seam) move together and no cracks open.
 *
 * @param {GraphicsDevice} device - The graphics device.
 * @param {number} seed - Changes the shape.
 * @returns {Mesh} A rock mesh about 1 unit in radius.
 */
export function createRockMesh(device, seed) {
    const geometry = new SphereGeometry({ radius: 1, latitudeBands: 7, longitudeBands: 9 });
    const source = geometry.positions ?? [];
    const indices = geometry.indices ?? [];

    /** @type {number[]} */
    const positions = [];
    for (let i = 0; i < source.length; i += 3) {
        const x = source[i];
        const y = source[i + 1];
        const z = source[i + 2];
        const bump = Math.sin(x * 3.1 + seed) * Math.sin(y * 2.7 + seed * 1.7) * Math.sin(z * 3.3 + seed * 0.6);
        const scale = 1 + bump * 0.55;
        positions.push(x * scale, y * scale, z * scale);
    }

    geometry.positions = positions;
    geometry.normals = calculateNormals(positions, Array.from(indices));
    return Mesh.fromGeometry(device, geometry);
}

/** @type {WeakMap<AppBase, { meshes: Mesh[], material: StandardMaterial }>} */
const cache = new WeakMap();

/**
 * A few rock shapes and one material, created once per application.
 *
 * @param {AppBase} app - The application.
 * @returns {{ meshes: Mesh[], material: StandardMaterial }} Shared rock resources.
 */
function rockResources(app) {
    let resources = cache.get(app);
    if (!resources) {
        const material = new StandardMaterial();
        material.diffuse = new Color(0.6, 0.55, 0.5);
        material.gloss = 0.2;
        material.update();
        const meshes = [1, 2.5, 4, 5.5].map((seed) => {
            const mesh = createRockMesh(app.graphicsDevice, seed);
            // A mesh is destroyed when its last MeshInstance goes. This extra
            // reference keeps the shared meshes alive when rocks are destroyed.
            mesh.incRefCount();
            return mesh;
        });
        resources = { meshes, material };
        cache.set(app, resources);
    }
    return resources;
}

/** Drifts and tumbles. The game reads size and radius for hits and splits. */
export class Rock extends Script {
    static scriptName = 'rock';

    /**
     * 3 = large, 2 = medium, 1 = small.
     *
     * @attribute
     */
    size = 3;

    velocity = new Vec3();

    spin = new Vec3();

    get radius() {
        return ROCK_SIZES[/** @type {1 | 2 | 3} */ (this.size)].radius;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        this.entity.translate(this.velocity.x * dt, this.velocity.y * dt, 0);
        this.entity.rotate(this.spin.x * dt, this.spin.y * dt, this.spin.z * dt);
    }
}

/**
 * Creates a rock entity with a random shape and spin.
 *
 * @param {AppBase} app - The application.
 * @param {1 | 2 | 3} size - Rock size.
 * @param {Vec3} position - Where it appears.
 * @param {Vec3} velocity - How it moves; copied.
 * @returns {Entity} The rock.
 */
export function spawnRock(app, size, position, velocity) {
    const { meshes, material } = rockResources(app);
    const mesh = meshes[Math.floor(Math.random() * meshes.length)];
    const { radius } = ROCK_SIZES[size];

    const rock = new Entity(`rock ${size}`);
    rock.tags.add('rock');
    // Each entity needs its own MeshInstance; the mesh itself is shared.
    rock.addComponent('render', { meshInstances: [new MeshInstance(mesh, material)] });
    rock.setLocalScale(radius, radius, radius);
    rock.setPosition(position);

    const spin = new Vec3(
        (Math.random() - 0.5) * 120,
        (Math.random() - 0.5) * 120,
        (Math.random() - 0.5) * 120
    );
    rock.addComponent('script');
    rock.script?.create(Rock, { properties: { size, velocity: velocity.clone(), spin } });
    rock.script?.create(ScreenWrap, { properties: { margin: radius } });
    app.root.addChild(rock);
    return rock;
}
