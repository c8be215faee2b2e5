import {
    CULLFACE_NONE,
    Color,
    BLEND_NORMAL,
    Entity,
    Mesh,
    MeshInstance,
    Script,
    StandardMaterial,
    Vec3,
    XRSPACE_LOCALFLOOR,
    XRTYPE_AR
} from 'playcanvas';

/**
 * Shows every surface the AR system detects as a coloured, see-through
 * polygon: floors and tables in green, walls in blue, others in grey.
 * Outside an AR session it shows two sample outlines instead, so the colours
 * can be seen on any device. Attach it to the camera entity.
 */
export class ArPlaneDetection extends Script {
    static scriptName = 'arPlaneDetection';

    /** @type {Map<import('playcanvas').XrPlane, Entity>} */
    planeEntities = new Map();

    /** Sample outlines, shown while no AR session runs. */
    preview = new Entity('preview');

    /** @type {Object<string, StandardMaterial>} */
    materials = {
        horizontal: ArPlaneDetection.createMaterial(new Color(0.3, 0.9, 0.4)),
        vertical: ArPlaneDetection.createMaterial(new Color(0.3, 0.55, 1)),
        other: ArPlaneDetection.createMaterial(new Color(0.8, 0.8, 0.8))
    };

    /**
     * @param {Color} color - Surface colour.
     * @returns {StandardMaterial} A double-sided, half transparent material.
     */
    static createMaterial(color) {
        const material = new StandardMaterial();
        material.diffuse = color;
        material.emissive = color;
        material.opacity = 0.45;
        material.blendType = BLEND_NORMAL;
        material.depthWrite = false;
        material.cull = CULLFACE_NONE;
        material.update();
        return material;
    }

    initialize() {
        const button = document.createElement('button');
        button.style.cssText = 'position:fixed;left:50%;bottom:24px;transform:translateX(-50%);padding:12px 18px;';
        document.body.appendChild(button);
        this.buildPreview();
        this.on('destroy', () => {
            button.remove();
            this.preview.destroy();
        });

        const xr = this.app.xr;
        if (!xr?.supported || !xr.planeDetection.supported) {
            button.textContent = 'Plane detection not supported';
            button.disabled = true;
            return;
        }

        const refresh = () => {
            button.disabled = !xr.isAvailable(XRTYPE_AR);
            button.textContent = button.disabled ? 'AR not available' : 'Start AR';
            button.style.display = xr.active ? 'none' : '';
            this.preview.enabled = !xr.active;
        };
        refresh();
        xr.on(`available:${XRTYPE_AR}`, refresh);
        xr.on('start', refresh);
        xr.on('end', refresh);

        xr.planeDetection.on('add', this.onPlaneAdd, this);
        xr.planeDetection.on('remove', this.onPlaneRemove, this);

        button.addEventListener('click', () => {
            this.entity.camera?.startXr(XRTYPE_AR, XRSPACE_LOCALFLOOR, {
                planeDetection: true,
                callback: (err) => {
                    if (err) console.error(`AR session failed to start: ${err.message}`);
                }
            });
        });
    }

    /** @param {import('playcanvas').XrPlane} plane - The new plane. */
    onPlaneAdd(plane) {
        const entity = new Entity(`plane ${plane.id} ${plane.label}`);
        entity.addComponent('render', { type: 'asset' });
        this.app.root.addChild(entity);
        this.planeEntities.set(plane, entity);
        this.buildMesh(plane.points, plane.orientation, entity);

        // The outline can grow or change; rebuild the mesh when it does.
        plane.on('change', () => this.buildMesh(plane.points, plane.orientation, entity));
    }

    /** @param {import('playcanvas').XrPlane} plane - The removed plane. */
    onPlaneRemove(plane) {
        this.planeEntities.get(plane)?.destroy();
        this.planeEntities.delete(plane);
    }

    /**
     * A green floor and a blue wall in front of a standing viewpoint, built
     * the same way as detected planes. In AR the device sets the camera's
     * pose, so the viewpoint only matters outside a session.
     */
    buildPreview() {
        const floor = new Entity('preview floor');
        floor.addComponent('render', { type: 'asset' });
        const hexagon = [0, 1, 2, 3, 4, 5].map((i) => new Vec3(Math.cos(i * Math.PI / 3), 0, Math.sin(i * Math.PI / 3) * 0.7));
        this.buildMesh(hexagon, 'horizontal', floor);
        floor.setPosition(0, 0, -2.5);

        // A vertical plane is a horizontal one turned so its Y axis faces the room.
        const wall = new Entity('preview wall');
        wall.addComponent('render', { type: 'asset' });
        const rectangle = [new Vec3(-1.2, 0, -0.6), new Vec3(1.2, 0, -0.6), new Vec3(1.2, 0, 0.6), new Vec3(-1.2, 0, 0.6)];
        this.buildMesh(rectangle, 'vertical', wall);
        wall.setPosition(0, 0.8, -3.6);
        wall.setEulerAngles(90, 0, 0);

        this.preview.addChild(floor);
        this.preview.addChild(wall);
        this.app.root.addChild(this.preview);
        this.entity.setPosition(0, 1.5, 0);
        this.entity.lookAt(0, 0.6, -3);
    }

    /**
     * Turns an outline into a triangle fan. The points lie in the plane's own
     * space, on its X-Z plane, and form a convex polygon.
     *
     * @param {{ x: number, y: number, z: number }[]} points - The outline, in order.
     * @param {string | null} orientation - 'horizontal', 'vertical' or null.
     * @param {Entity} entity - The entity that shows it.
     */
    buildMesh(points, orientation, entity) {
        if (points.length < 3 || !entity.render) return;

        const positions = [];
        const normals = [];
        for (const point of points) {
            positions.push(point.x, point.y, point.z);
            normals.push(0, 1, 0);
        }
        const indices = [];
        for (let i = 1; i < points.length - 1; i++) indices.push(0, i, i + 1);

        const mesh = new Mesh(this.app.graphicsDevice);
        mesh.setPositions(positions);
        mesh.setNormals(normals);
        mesh.setIndices(indices);
        mesh.update();

        const material = this.materials[orientation ?? 'other'] ?? this.materials.other;
        const old = entity.render.meshInstances;
        entity.render.meshInstances = [new MeshInstance(mesh, material)];
        // Free the previous outline's GPU buffers.
        for (const meshInstance of old) meshInstance.mesh?.destroy();
    }

    update() {
        // Planes can move as tracking improves; follow their pose every frame.
        for (const [plane, entity] of this.planeEntities) {
            entity.setPosition(plane.getPosition());
            entity.setRotation(plane.getRotation());
        }
    }
}
