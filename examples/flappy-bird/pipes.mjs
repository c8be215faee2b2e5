import { Asset, BoundingBox, Entity, Material, Script, Vec3 } from 'playcanvas';
import { Bird } from './bird.mjs';

/**
 * @typedef {object} PipePair
 * @property {Entity} root - Parent of both pipes; its x is the pair's position.
 * @property {Entity} top - The upper pipe.
 * @property {Entity} topLip - The wider cap at the lower end of the upper pipe.
 * @property {Entity} bottom - The lower pipe.
 * @property {Entity} bottomLip - The wider cap at the upper end of the lower pipe.
 * @property {BoundingBox} topBox - Collision box of the upper pipe.
 * @property {BoundingBox} bottomBox - Collision box of the lower pipe.
 * @property {boolean} passed - Whether the bird has already scored on this pair.
 */

/**
 * Scrolls a fixed set of pipe pairs from right to left. A pair that leaves
 * the screen on the left is moved behind the last one with a new gap, so no
 * entities are created or destroyed while playing.
 *
 * App events fired:
 * - 'pipes:passed' when the bird gets past a pair
 * - 'pipes:hit' when the bird touches a pipe
 */
export class Pipes extends Script {
    static scriptName = 'pipes';

    /**
     * The orthographic camera; its view decides where pipes appear and vanish.
     *
     * @attribute
     * @type {Entity|null}
     */
    camera = null;

    /**
     * The bird entity; it must carry the Bird script.
     *
     * @attribute
     * @type {Entity|null}
     */
    bird = null;

    /**
     * Scroll speed in units per second.
     *
     * @attribute
     */
    speed = 2.6;

    /**
     * Horizontal distance between two pairs.
     *
     * @attribute
     */
    spacing = 4;

    /**
     * Height of the opening the bird flies through.
     *
     * @attribute
     */
    gapSize = 2.8;

    /**
     * Width of a pipe.
     *
     * @attribute
     */
    pipeWidth = 1.1;

    /**
     * Top face of the ground; the lower pipes stand on it.
     *
     * @attribute
     */
    groundY = 1;

    /**
     * Height the upper pipes hang from.
     *
     * @attribute
     */
    ceilingY = 11;

    /**
     * Number of pairs in the pool; 8 fill screens up to about 2:1.
     *
     * @attribute
     */
    count = 8;

    /**
     * Material asset for the pipes, picked in the Editor.
     *
     * @attribute
     * @type {Asset|null}
     * @resource material
     */
    materialAsset = null;

    /**
     * Material given from code; used instead of materialAsset when set.
     *
     * @type {Material|null}
     */
    material = null;

    scrolling = false;

    /** @type {PipePair[]} */
    pairs = [];

    initialize() {
        for (let i = 0; i < this.count; i++) {
            const root = new Entity(`pipe-pair ${i}`);
            this.entity.addChild(root);
            this.pairs.push({
                root,
                top: this.createBox(root, 'top'),
                topLip: this.createBox(root, 'top-lip'),
                bottom: this.createBox(root, 'bottom'),
                bottomLip: this.createBox(root, 'bottom-lip'),
                topBox: new BoundingBox(),
                bottomBox: new BoundingBox(),
                passed: false
            });
        }
        this.reset();
    }

    /**
     * @param {Entity} parent - The pair's root entity.
     * @param {string} name - Entity name.
     * @returns {Entity} A box that is resized by place().
     */
    createBox(parent, name) {
        const fromAsset = this.materialAsset?.resource;
        const material = this.material ?? (fromAsset instanceof Material ? fromAsset : null);
        const box = new Entity(name);
        box.addComponent('render', { type: 'box', material: material ?? undefined });
        parent.addChild(box);
        return box;
    }

    /** Half the visible width of the world: orthoHeight times the aspect ratio. */
    get halfViewWidth() {
        const device = this.app.graphicsDevice;
        const orthoHeight = this.camera?.camera?.orthoHeight ?? 6;
        return orthoHeight * (device.width / Math.max(1, device.height));
    }

    /** Lines the pairs up off the right edge of the screen. */
    reset() {
        const startX = this.halfViewWidth + this.pipeWidth;
        this.pairs.forEach((pair, i) => this.place(pair, startX + i * this.spacing));
    }

    /**
     * Puts a pair at x with a new random gap and updates its boxes.
     *
     * @param {PipePair} pair - The pair.
     * @param {number} x - New x position.
     */
    place(pair, x) {
        const margin = 1;
        const low = this.groundY + margin + this.gapSize / 2;
        const high = this.ceilingY - 1.5 - margin - this.gapSize / 2;
        const gapY = low + Math.random() * (high - low);

        pair.root.setLocalPosition(x, 0, 0);
        pair.passed = false;

        const gapBottom = gapY - this.gapSize / 2;
        const gapTop = gapY + this.gapSize / 2;
        this.fitPipe(pair.bottom, pair.bottomLip, this.groundY, gapBottom, gapBottom - 0.2);
        this.fitPipe(pair.top, pair.topLip, gapTop, this.ceilingY, gapTop + 0.2);
    }

    /**
     * Stretches a pipe between two heights and puts its lip at lipY.
     *
     * @param {Entity} pipe - The pipe.
     * @param {Entity} lip - Its lip.
     * @param {number} fromY - Lower end.
     * @param {number} toY - Upper end.
     * @param {number} lipY - Centre height of the lip.
     */
    fitPipe(pipe, lip, fromY, toY, lipY) {
        const height = toY - fromY;
        pipe.setLocalScale(this.pipeWidth, height, this.pipeWidth);
        pipe.setLocalPosition(0, fromY + height / 2, 0);
        lip.setLocalScale(this.pipeWidth + 0.3, 0.4, this.pipeWidth + 0.3);
        lip.setLocalPosition(0, lipY, 0);
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        if (!this.scrolling) return;

        const leftEdge = -this.halfViewWidth - this.pipeWidth;
        const rightEdge = this.halfViewWidth + this.pipeWidth;
        const lastX = Math.max(...this.pairs.map((pair) => pair.root.getLocalPosition().x));
        const birdScript = this.bird?.script?.get(Bird);

        for (const pair of this.pairs) {
            const x = pair.root.getLocalPosition().x - this.speed * dt;
            if (x < leftEdge) {
                // Recycle: move the pair behind the last one, never onto the screen.
                this.place(pair, Math.max(lastX + this.spacing, rightEdge));
                continue;
            }
            pair.root.setLocalPosition(x, 0, 0);

            if (!birdScript) continue;

            // The collision boxes cover the pipes; the lips are left out to be forgiving.
            this.updateBox(pair.topBox, pair.top);
            this.updateBox(pair.bottomBox, pair.bottom);
            const sphere = birdScript.bounds;
            if (pair.topBox.intersectsBoundingSphere(sphere) ||
                pair.bottomBox.intersectsBoundingSphere(sphere)) {
                this.app.fire('pipes:hit');
            }

            // Score once the whole pair is behind the bird.
            if (!pair.passed && x + this.pipeWidth / 2 < sphere.center.x - sphere.radius) {
                pair.passed = true;
                this.app.fire('pipes:passed');
            }
        }
    }

    /**
     * @param {BoundingBox} box - The box to update.
     * @param {Entity} pipe - The pipe it describes.
     */
    updateBox(box, pipe) {
        box.center.copy(pipe.getPosition());
        box.halfExtents.copy(pipe.getLocalScale()).mulScalar(0.5);
    }
}
