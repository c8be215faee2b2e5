import { Asset, AssetListLoader, Script, Vec3 } from 'playcanvas';

/** The code of a loaded shader asset, or undefined. */
const codeOf = (asset) => (asset?.resource ? String(asset.resource) : undefined);

/**
 * Shows only the splats of this entity's Gaussian Splat component that lie inside a
 * world-space box, with the work buffer modifier of crop-box.glsl and crop-box.wgsl.
 * Other splat entities are not affected.
 */
export class SplatCrop extends Script {
    static scriptName = 'splatCrop';

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    glsl = null;

    /**
     * @attribute
     * @type {Asset|null}
     * @resource shader
     */
    wgsl = null;

    /** @attribute */
    min = new Vec3(-1, 0, -1);

    /** @attribute */
    max = new Vec3(1, 2, 1);

    initialize() {
        const gsplat = this.entity.gsplat;
        if (!gsplat) return;

        const shaders = [this.glsl, this.wgsl].flatMap((asset) => (asset ? [asset] : []));
        new AssetListLoader(shaders, this.app.assets).load(() => {
            // The component keeps the code of the device's shader language; setting it
            // rewrites the component's splats in the work buffer
            gsplat.setWorkBufferModifier({ glsl: codeOf(this.glsl), wgsl: codeOf(this.wgsl) });
            this.setBox(this.min, this.max);
        });

        this.once('destroy', () => gsplat.setWorkBufferModifier(null));
    }

    /**
     * Moves the box. Each call rewrites this component's splats in the work buffer once.
     *
     * @param {Vec3} min - The world-space minimum corner.
     * @param {Vec3} max - The world-space maximum corner.
     */
    setBox(min, max) {
        this.min.copy(min);
        this.max.copy(max);
        this.entity.gsplat?.setParameter('uBoxMin', [min.x, min.y, min.z]);
        this.entity.gsplat?.setParameter('uBoxMax', [max.x, max.y, max.z]);
    }
}
