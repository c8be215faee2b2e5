import { Script, Vec3 } from 'playcanvas';

const toCamera = new Vec3();

/**
 * Keeps a plane sprite on a light and turned to the camera, and makes it as
 * bright as the light is: a flickering or fading light takes its halo along.
 * The app event `halos:toggle` hides and shows every halo.
 */
export class Halo extends Script {
    static scriptName = 'halo';

    /**
     * The camera the halo faces.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    camera = null;

    /**
     * The entity with the light component the halo belongs to.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    light = null;

    /**
     * Width of the halo in world units at the light's full intensity.
     *
     * @attribute
     * @range [0.1, 10]
     */
    size = 1.5;

    /**
     * How far the sprite sits in front of the light, towards the camera, so
     * the lamp's own mesh does not cut through it.
     *
     * @attribute
     * @range [0, 2]
     */
    pull = 0.3;

    /** Intensity of the light when the halo starts: the halo's full brightness. */
    fullIntensity = 1;

    initialize() {
        this.fullIntensity = this.light?.light?.intensity || 1;
        this.app.on('halos:toggle', this.toggle, this);
        this.on('destroy', () => this.app.off('halos:toggle', this.toggle, this));
    }

    toggle() {
        if (this.entity.render) this.entity.render.enabled = !this.entity.render.enabled;
    }

    postUpdate() {
        const light = this.light?.light;
        const camera = this.camera;
        if (!light || !camera || !this.light) return;

        // Stand on the light, moved a little towards the camera.
        const lightPos = this.light.getPosition();
        toCamera.sub2(camera.getPosition(), lightPos).normalize().mulScalar(this.pull);
        this.entity.setPosition(lightPos.x + toCamera.x, lightPos.y + toCamera.y, lightPos.z + toCamera.z);

        // Face the camera: copy its rotation, then stand the plane (+Y up) towards it (+Z).
        this.entity.setRotation(camera.getRotation());
        this.entity.rotateLocal(90, 0, 0);

        // As bright as the light: a switched-off light has no halo.
        const level = light.enabled ? light.intensity / this.fullIntensity : 0;
        const size = this.size * (0.6 + 0.4 * level);
        this.entity.setLocalScale(size, 1, size);
        const material = /** @type {import('playcanvas').StandardMaterial | undefined} */ (
            this.entity.render?.meshInstances[0]?.material);
        if (material) {
            material.emissiveIntensity = level;
            material.update();
        }
    }
}
