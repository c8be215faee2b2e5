import {
    ADDRESS_CLAMP_TO_EDGE, Color, Entity, FILTER_LINEAR, LAYERID_WORLD, Mat4, PIXELFORMAT_SRGBA8, Plane,
    RenderTarget, SEMANTIC_POSITION, Script, ShaderMaterial, Texture, Vec3
} from 'playcanvas';
import { MIRROR_FRAGMENT_GLSL, MIRROR_FRAGMENT_WGSL, MIRROR_VERTEX_GLSL, MIRROR_VERTEX_WGSL } from './mirror-shaders.mjs';

const plane = new Plane();
const reflection = new Mat4();
const eye = new Vec3();
const target = new Vec3();

/**
 * Turns its entity into a flat mirror. A second camera, mirrored below the
 * entity's plane, renders the world into a texture every frame, and the
 * mirror's ShaderMaterial shows that texture.
 */
export class PlanarMirror extends Script {
    static scriptName = 'planarMirror';

    /**
     * The camera that looks at the mirror.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    camera = null;

    /**
     * Name of the layer the mirror is drawn in. The reflection camera does
     * not render it, so put whatever lies below the mirror's plane there too.
     *
     * @attribute
     */
    layerName = 'Mirror';

    /**
     * Size of the reflection texture compared to the screen.
     *
     * @attribute
     * @range [0.1, 1]
     */
    resolution = 0.5;

    /**
     * Colour of the glass (sRGB).
     *
     * @attribute
     */
    tint = new Color(0.75, 0.85, 0.95);

    /**
     * How much of the mirror is reflection, 0 to 1.
     *
     * @attribute
     * @range [0, 1]
     */
    strength = 0.85;

    /** @type {Entity|null} */
    reflectionCamera = null;

    /** @type {ShaderMaterial|null} */
    material = null;

    initialize() {
        const mirrorLayer = this.app.scene.layers.getLayerByName(this.layerName);
        if (!mirrorLayer) {
            console.error(`planarMirror: no layer named ${this.layerName}`);
            return;
        }
        const sceneCamera = this.camera?.camera;

        const material = new ShaderMaterial({
            uniqueName: 'TutorialPlanarMirror',
            vertexGLSL: MIRROR_VERTEX_GLSL,
            fragmentGLSL: MIRROR_FRAGMENT_GLSL,
            vertexWGSL: MIRROR_VERTEX_WGSL,
            fragmentWGSL: MIRROR_FRAGMENT_WGSL,
            attributes: { aPosition: SEMANTIC_POSITION }
        });
        const tint = new Color().linear(this.tint);
        material.setParameter('uTint', [tint.r, tint.g, tint.b]);
        material.setParameter('uStrength', this.strength);
        material.update();
        this.material = material;
        this.entity.addComponent('render', { type: 'plane', material, layers: [mirrorLayer.id], castShadows: false });

        // Renders before the scene camera (lower priority first), into a texture
        const reflectionCamera = new Entity('reflection camera');
        reflectionCamera.addComponent('camera', {
            layers: [LAYERID_WORLD],
            priority: -1,
            clearColor: sceneCamera?.clearColor ?? new Color(0, 0, 0)
        });
        this.app.root.addChild(reflectionCamera);
        this.reflectionCamera = reflectionCamera;

        // Place the camera just before rendering, once everything has moved
        this.app.on('prerender', this.placeCamera, this);
        this.on('destroy', () => {
            this.app.off('prerender', this.placeCamera, this);
            const renderTarget = reflectionCamera.camera?.renderTarget;
            reflectionCamera.destroy();
            renderTarget?.colorBuffer?.destroy();
            renderTarget?.destroy();
        });
    }

    /** Keeps the render target the size of the screen times `resolution`. */
    updateTarget() {
        const camera = this.reflectionCamera?.camera;
        if (!camera) return;
        const device = this.app.graphicsDevice;
        const width = Math.max(1, Math.floor(device.width * this.resolution));
        const height = Math.max(1, Math.floor(device.height * this.resolution));
        if (camera.renderTarget?.width === width && camera.renderTarget?.height === height) return;

        // Replace the old target, then free it
        const old = camera.renderTarget;
        const texture = new Texture(device, {
            name: 'mirror-reflection',
            width,
            height,
            format: PIXELFORMAT_SRGBA8,
            mipmaps: false,
            minFilter: FILTER_LINEAR,
            magFilter: FILTER_LINEAR,
            addressU: ADDRESS_CLAMP_TO_EDGE,
            addressV: ADDRESS_CLAMP_TO_EDGE
        });
        camera.renderTarget = new RenderTarget({ colorBuffer: texture, depth: true });
        this.material?.setParameter('uReflection', texture);
        if (old) {
            old.colorBuffer?.destroy();
            old.destroy();
        }
    }

    /** Mirrors the scene camera in the plane of this entity. */
    placeCamera() {
        const sceneCamera = this.camera;
        const mirrorCamera = this.reflectionCamera;
        if (!sceneCamera?.camera || !mirrorCamera?.camera) return;
        this.updateTarget();

        // The plane through the mirror, facing along its local +y: n . p + d = 0
        const normal = this.entity.up;
        plane.normal.copy(normal);
        plane.distance = -normal.dot(this.entity.getPosition());
        reflection.setReflection(plane.normal, plane.distance);

        // Mirror the eye and a point in front of it, then look from one to the other
        reflection.transformPoint(sceneCamera.getPosition(), eye);
        target.add2(sceneCamera.getPosition(), sceneCamera.forward);
        reflection.transformPoint(target, target);
        mirrorCamera.setPosition(eye);
        mirrorCamera.lookAt(target);
        mirrorCamera.camera.fov = sceneCamera.camera.fov;
    }
}
