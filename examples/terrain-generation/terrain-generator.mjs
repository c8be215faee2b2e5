import {
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    KEY_SPACE,
    Mesh,
    MeshInstance,
    Script,
    StandardMaterial
} from 'playcanvas';
import { createHeightmap } from './heightmap.mjs';
import { writeTerrainMesh } from './terrain-mesh.mjs';

/**
 * Generates a terrain mesh from a noise heightmap and gives the entity a
 * Render component that draws it. A click, a tap or Space moves to the next
 * seed and rebuilds the terrain in the same mesh.
 */
export class TerrainGenerator extends Script {
    static scriptName = 'terrainGenerator';

    /**
     * Seed of the heightmap; the same seed always gives the same terrain.
     *
     * @attribute
     */
    seed = 1;

    /**
     * Samples per side of the heightmap (the grid has one vertex per sample).
     *
     * @attribute
     * @range [2, 255]
     * @precision 0
     */
    resolution = 129;

    /**
     * Width and depth of the terrain in world units.
     *
     * @attribute
     */
    width = 20;

    /**
     * World height of the highest point.
     *
     * @attribute
     */
    height = 4;

    /** @type {Mesh | null} */
    mesh = null;

    initialize() {
        this.mesh = new Mesh(this.app.graphicsDevice);
        this.generate();

        const material = new StandardMaterial();
        // Multiply the diffuse colour (white) by the colour of each vertex.
        material.diffuseVertexColor = true;
        material.gloss = 0.2;
        material.update();
        this.entity.addComponent('render', { meshInstances: [new MeshInstance(this.mesh, material)] });

        this.app.mouse?.on(EVENT_MOUSEDOWN, this.next, this);
        this.app.touch?.on(EVENT_TOUCHSTART, this.next, this);
        this.app.keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        this.on('destroy', () => {
            this.app.mouse?.off(EVENT_MOUSEDOWN, this.next, this);
            this.app.touch?.off(EVENT_TOUCHSTART, this.next, this);
            this.app.keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
            this.mesh?.destroy();
        });
    }

    /** @param {import('playcanvas').KeyboardEvent} event - The key event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE) this.next();
    }

    next() {
        this.seed += 1;
        this.generate();
    }

    /** Builds the heightmap for the current seed and writes it into the mesh. */
    generate() {
        if (!this.mesh) return;
        const size = Math.round(this.resolution);
        const heights = createHeightmap(size, this.seed);
        writeTerrainMesh(this.mesh, heights, size, this.width, this.height);
        this.fire('generate', this.seed);
    }
}
