import {
    BLEND_NORMAL, CULLFACE_NONE, Color, Mesh, MeshInstance, PRIMITIVE_TRIANGLES, Script, StandardMaterial, Vec3
} from 'playcanvas';

const toCamera = new Vec3();
const tangent = new Vec3();
const side = new Vec3();

/**
 * Draws a rainbow ribbon behind a target entity. The ribbon is one Mesh
 * whose vertex positions are rewritten every frame; its colours and
 * triangles are written once.
 */
export class RainbowTrail extends Script {
    static scriptName = 'rainbowTrail';

    /**
     * The entity the trail follows.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    target = null;

    /**
     * The camera the ribbon turns its face to.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    camera = null;

    /**
     * Number of points along the trail.
     *
     * @attribute
     * @range [2, 200]
     * @precision 0
     */
    points = 60;

    /**
     * Width of the ribbon at its head.
     *
     * @attribute
     */
    width = 0.35;

    /**
     * Distance the target must move before a new point is recorded.
     *
     * @attribute
     */
    spacing = 0.06;

    /** @type {Vec3[]} */
    path = [];

    /** @type {Mesh|null} */
    mesh = null;

    positions = new Float32Array(0);

    initialize() {
        const count = this.points;
        const start = this.target?.getPosition() ?? Vec3.ZERO;
        this.path = Array.from({ length: count }, () => start.clone());
        // Two vertices per point: the left and right edge of the ribbon
        this.positions = new Float32Array(count * 2 * 3);

        // Colours once: a rainbow from head to tail, fading out towards the tail
        const colors = new Uint8Array(count * 2 * 4);
        const color = new Color();
        for (let i = 0; i < count; i++) {
            const t = i / (count - 1);
            hueToColor(t * 0.85, color);
            for (let k = 0; k < 2; k++) {
                const o = (i * 2 + k) * 4;
                colors[o] = color.r * 255;
                colors[o + 1] = color.g * 255;
                colors[o + 2] = color.b * 255;
                colors[o + 3] = (1 - t) * 255;
            }
        }

        // Triangles once: two per segment between point i and point i + 1
        const indices = new Uint16Array((count - 1) * 6);
        for (let i = 0; i < count - 1; i++) {
            const a = i * 2;
            indices.set([a, a + 1, a + 2, a + 1, a + 3, a + 2], i * 6);
        }

        const mesh = new Mesh(this.app.graphicsDevice);
        // Ask for a dynamic vertex buffer: it is rewritten every frame
        mesh.clear(true, false);
        this.writePositions();
        mesh.setPositions(this.positions);
        mesh.setColors32(colors);
        mesh.setIndices(indices);
        mesh.update(PRIMITIVE_TRIANGLES);
        this.mesh = mesh;

        const material = new StandardMaterial();
        material.useLighting = false;
        material.diffuse = new Color(0, 0, 0);
        material.emissive = new Color(1, 1, 1);
        material.emissiveVertexColor = true;
        material.opacityVertexColor = true;
        material.blendType = BLEND_NORMAL;
        material.depthWrite = false;
        material.cull = CULLFACE_NONE;
        material.update();

        // The vertices are in world space, so this entity stays at the origin
        this.entity.addComponent('render', { meshInstances: [new MeshInstance(mesh, material)], castShadows: false });
    }

    /** Turns the path into the two edges of the ribbon, facing the camera. */
    writePositions() {
        const path = this.path;
        const eye = this.camera?.getPosition() ?? Vec3.ZERO;
        for (let i = 0; i < path.length; i++) {
            const p = path[i];
            // Direction along the trail at this point
            const prev = path[Math.max(i - 1, 0)];
            const next = path[Math.min(i + 1, path.length - 1)];
            tangent.sub2(prev, next);
            toCamera.sub2(eye, p);
            side.cross(tangent, toCamera);
            const length = side.length();
            // Narrower towards the tail
            const half = this.width * 0.5 * (1 - i / path.length);
            if (length > 1e-6) side.mulScalar(half / length);
            else side.set(0, half, 0);
            this.positions.set([p.x - side.x, p.y - side.y, p.z - side.z, p.x + side.x, p.y + side.y, p.z + side.z], i * 6);
        }
    }

    // postUpdate runs after every update handler: the target has moved by now
    postUpdate() {
        if (!this.target || !this.mesh) return;
        const head = this.target.getPosition();
        // Record a new point once the head is far enough from the last one
        if (head.distance(this.path[1]) > this.spacing) {
            const oldest = this.path.pop() ?? new Vec3();
            this.path.unshift(oldest);
        }
        this.path[0].copy(head);

        this.writePositions();
        // Only the positions change: colours and indices stay in the buffers
        this.mesh.setPositions(this.positions);
        this.mesh.update(PRIMITIVE_TRIANGLES);
    }
}

/**
 * @param {number} hue - 0 is red, 1/3 green, 2/3 blue.
 * @param {Color} out - Receives the fully saturated colour.
 * @returns {Color} out.
 */
function hueToColor(hue, out) {
    const channel = (/** @type {number} */ offset) => {
        const k = (hue * 6 + offset) % 6;
        return 1 - Math.max(0, Math.min(k, 4 - k, 1));
    };
    return out.set(channel(5), channel(3), channel(1), 1);
}
