import { Color, Entity, Script, StandardMaterial } from 'playcanvas';
import { planLevel } from './level-plan.mjs';

/**
 * @param {number} r - Red, 0 to 1.
 * @param {number} g - Green, 0 to 1.
 * @param {number} b - Blue, 0 to 1.
 * @param {number} [glow] - Emissive strength, 0 for none.
 * @returns {StandardMaterial} A plain material.
 */
function paint(r, g, b, glow = 0) {
    const material = new StandardMaterial();
    material.diffuse = new Color(r, g, b);
    material.emissive = new Color(r * glow, g * glow, b * glow);
    material.update();
    return material;
}

/**
 * Builds a level below its entity from the plan for `seed`, out of
 * primitives. generate() throws the old level away and builds a new one.
 */
export class LevelGenerator extends Script {
    static scriptName = 'levelGenerator';

    /**
     * The level's seed: the same seed always builds the same level.
     *
     * @attribute
     * @precision 0
     * @step 1
     */
    seed = 1;

    /**
     * Width and depth of the grid, in blocks (odd).
     *
     * @attribute
     * @range [5, 15]
     * @precision 0
     * @step 2
     */
    size = 9;

    /** Blocks in the current level's path. */
    blockCount = 0;

    /** Gems in the current level. */
    gemCount = 0;

    /** @type {Entity[]} */
    gems = [];

    /** @type {{ steps: StandardMaterial[], start: StandardMaterial, goal: StandardMaterial, gem: StandardMaterial, rock: StandardMaterial } | null} */
    materials = null;

    initialize() {
        // Shared by every level: materials are made once, not per block.
        this.materials = {
            steps: [paint(0.55, 0.5, 0.42), paint(0.62, 0.58, 0.5), paint(0.72, 0.68, 0.6)],
            start: paint(0.3, 0.75, 0.4),
            goal: paint(0.85, 0.3, 0.3),
            gem: paint(1, 0.8, 0.2, 0.6),
            rock: paint(0.4, 0.42, 0.45)
        };
        this.generate();
    }

    generate() {
        const materials = this.materials;
        if (!materials) return;
        // destroy() also removes the child from its parent, so this loop ends.
        while (this.entity.children.length) this.entity.children[0].destroy();
        this.gems = [];

        const plan = planLevel(this.seed, this.size);
        const last = plan.path.length - 1;
        plan.path.forEach((cell, i) => {
            const top = 0.4 + cell.height * 0.4;
            const material = i === 0 ? materials.start : i === last ? materials.goal : materials.steps[cell.height];
            this.add('block', 'box', material, [cell.x, top / 2, cell.z], [0.96, top, 0.96]);
        });
        for (const cell of plan.gems) {
            const top = 0.4 + cell.height * 0.4;
            this.gems.push(this.add('gem', 'sphere', materials.gem, [cell.x, top + 0.35, cell.z], [0.3, 0.3, 0.3]));
        }
        for (const rock of plan.rocks) {
            const s = rock.height;
            this.add('rock', 'cone', materials.rock, [rock.x, s * 0.3, rock.z], [s, s * 0.6, s]);
        }

        this.blockCount = plan.path.length;
        this.gemCount = plan.gems.length;
        this.fire('generated', this.seed);
    }

    /**
     * @param {string} name - Entity name.
     * @param {'box' | 'sphere' | 'cone'} type - Primitive type.
     * @param {StandardMaterial} material - Its material.
     * @param {number[]} position - Local position.
     * @param {number[]} scale - Local scale.
     * @returns {Entity} The new child.
     */
    add(name, type, material, [x, y, z], [sx, sy, sz]) {
        const child = new Entity(name);
        child.addComponent('render', { type, material });
        child.setLocalPosition(x, y, z);
        child.setLocalScale(sx, sy, sz);
        this.entity.addChild(child);
        return child;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        for (const gem of this.gems) gem.rotateLocal(0, 90 * dt, 0);
    }
}
