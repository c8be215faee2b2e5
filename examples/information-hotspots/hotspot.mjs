import {
    ADDRESS_CLAMP_TO_EDGE,
    BLEND_NORMAL,
    Color,
    Entity,
    PIXELFORMAT_SRGBA8,
    Script,
    StandardMaterial,
    Texture,
    Vec3,
    math
} from 'playcanvas';

/** @import { GraphicsDevice } from 'playcanvas' */

/** @type {WeakMap<GraphicsDevice, Texture>} One icon texture per device, shared by all hotspots. */
const iconTextures = new WeakMap();

/**
 * Draws the round "i" icon on a 2D canvas and uploads it as a texture.
 *
 * @param {GraphicsDevice} device - The graphics device.
 * @returns {Texture} The icon texture.
 */
function getIconTexture(device) {
    let texture = iconTextures.get(device);
    if (texture) {
        return texture;
    }
    const size = 128;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(size / 2, size / 2, size / 2 - 4, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1c2430';
    ctx.font = `bold ${size * 0.6}px serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('i', size / 2, size / 2 + 4);

    texture = new Texture(device, {
        name: 'hotspot-icon',
        width: size,
        height: size,
        format: PIXELFORMAT_SRGBA8,
        mipmaps: true,
        addressU: ADDRESS_CLAMP_TO_EDGE,
        addressV: ADDRESS_CLAMP_TO_EDGE
    });
    texture.setSource(canvas);
    iconTextures.set(device, texture);
    return texture;
}

/**
 * A clickable information point. It shows a round icon that always faces the
 * camera, keeps the same size on screen, and fades out when the point it marks
 * faces away from the camera.
 */
export class Hotspot extends Script {
    static scriptName = 'hotspot';

    /** @type {Set<Hotspot>} Every active hotspot, for the panel script to test clicks against. */
    static all = new Set();

    /**
     * Heading shown in the information panel.
     *
     * @attribute
     */
    title = '';

    /**
     * Body text shown in the information panel.
     *
     * @attribute
     */
    text = '';

    /**
     * World direction the marked surface faces. Seen from behind, the hotspot hides.
     *
     * @attribute
     */
    facing = new Vec3(0, 0, 1);

    /**
     * Icon height as a fraction of the screen height.
     *
     * @attribute
     */
    screenSize = 0.07;

    /**
     * Icon colour.
     *
     * @attribute
     */
    color = new Color(1, 0.75, 0.25);

    /**
     * The camera the icon turns towards.
     *
     * @attribute
     * @type {Entity | null}
     */
    cameraEntity = null;

    /** 0 when hidden, 1 when fully visible. */
    visibility = 1;

    /** Current world size of the icon. */
    worldSize = 0;

    /** @type {Entity | null} */
    icon = null;

    /** @type {StandardMaterial | null} */
    material = null;

    toCamera = new Vec3();

    initialize() {
        const texture = getIconTexture(this.app.graphicsDevice);

        // Unlit and drawn without depth test, so the icon stays visible inside the model.
        const material = new StandardMaterial();
        material.useLighting = false;
        material.diffuse = new Color(0, 0, 0);
        material.emissive = this.color;
        material.emissiveMap = texture;
        material.opacityMap = texture;
        material.opacityMapChannel = 'a';
        material.blendType = BLEND_NORMAL;
        material.depthTest = false;
        material.depthWrite = false;
        material.update();
        this.material = material;

        this.icon = new Entity('hotspot-icon');
        this.icon.addComponent('render', { type: 'plane', material, castShadows: false });
        this.entity.addChild(this.icon);

        Hotspot.all.add(this);
        this.on('destroy', () => Hotspot.all.delete(this));
    }

    /** @param {number} dt - Seconds since the previous frame. */
    update(dt) {
        const cameraEntity = this.cameraEntity;
        const camera = cameraEntity?.camera;
        if (!cameraEntity || !camera || !this.icon || !this.material) {
            return;
        }
        const position = this.entity.getPosition();
        this.toCamera.sub2(cameraEntity.getPosition(), position);
        const distance = this.toCamera.length();

        // Fade in when the marked surface faces the camera, fade out otherwise.
        const facingCamera = this.toCamera.normalize().dot(this.facing) > 0.05;
        const target = facingCamera ? 1 : 0;
        this.visibility = math.clamp(this.visibility + Math.sign(target - this.visibility) * dt * 4, 0, 1);
        this.material.opacity = this.visibility;
        this.material.update();
        this.icon.enabled = this.visibility > 0;

        // Billboard: copy the camera rotation, then turn the plane (which faces +Y) to face +Z.
        this.icon.setRotation(cameraEntity.getRotation());
        this.icon.rotateLocal(90, 0, 0);

        // Constant screen size: scale with the height the view covers at this distance.
        const viewHeight = 2 * distance * Math.tan(camera.fov * 0.5 * math.DEG_TO_RAD);
        this.worldSize = viewHeight * this.screenSize;
        this.icon.setLocalScale(this.worldSize, this.worldSize, this.worldSize);
    }

    /** @returns {boolean} True when the hotspot is visible enough to be clicked. */
    get clickable() {
        return this.visibility > 0.5;
    }
}
