import { Script } from 'playcanvas';

/**
 * Scrolls the diffuse texture of this entity's material, so the surface
 * seems to move while the mesh stands still: a conveyor belt, a river, a
 * screen of falling rain.
 */
export class ScrollTexture extends Script {
    static scriptName = 'scrollTexture';

    /**
     * Speed in world units per second along the mesh's X axis.
     *
     * @attribute
     */
    speed = 1;

    /**
     * Length of the mesh along X in world units: turns speed into UV units.
     *
     * @attribute
     */
    length = 1;

    /** @type {import('playcanvas').StandardMaterial | null} */
    material = null;

    initialize() {
        const meshInstance = this.entity.render?.meshInstances[0];
        const source = /** @type {import('playcanvas').StandardMaterial | undefined} */ (meshInstance?.material);
        if (!meshInstance || !source) return;
        // Own copy: other meshes with the same material keep still.
        this.material = /** @type {import('playcanvas').StandardMaterial} */ (source.clone());
        meshInstance.material = this.material;
        const material = this.material;
        this.on('destroy', () => material.destroy());
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const material = this.material;
        if (!material) return;
        // One texture repeat covers length / tiling world units.
        const repeat = this.length / material.diffuseMapTiling.x;
        // A smaller offset moves the picture towards +X; wrap to keep the number small.
        const x = (material.diffuseMapOffset.x - (this.speed * dt) / repeat) % 1;
        material.diffuseMapOffset.set(x, 0);
        material.update();
    }
}
