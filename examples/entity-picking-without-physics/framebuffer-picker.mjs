import {
    Color,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    Entity,
    MOUSEBUTTON_LEFT,
    MeshInstance,
    Picker,
    Script,
    StandardMaterial
} from 'playcanvas';

/** @import { GraphNode, MouseEvent, RenderComponent, TouchEvent } from 'playcanvas' */

/**
 * Attach to a camera entity. On a click or tap the scene is rendered once more
 * into an off-screen pick buffer in which every mesh instance has its own ID
 * colour; reading the pixel under the pointer tells which mesh is there.
 * No physics and no collision shapes are involved.
 */
export class FramebufferPicker extends Script {
    static scriptName = 'framebufferPicker';

    /**
     * Size of the pick buffer relative to the canvas. Smaller is cheaper but
     * may miss thin or distant objects.
     *
     * @attribute
     */
    bufferScale = 0.5;

    /**
     * Only nodes with this tag (or inside such a node) can be selected.
     *
     * @attribute
     */
    pickableTag = 'pickable';

    /**
     * Emissive colour given to the selected entity.
     *
     * @attribute
     */
    highlightColor = new Color(0.1, 0.6, 0.9);

    /** @type {Entity | null} */
    selected = null;

    /** @type {Picker | null} */
    picker = null;

    /** Increases with every click, so that an older, slower answer is ignored. */
    pickId = 0;

    initialize() {
        this.picker = new Picker(this.app, 1, 1);

        const mouse = this.app.mouse;
        const touch = this.app.touch;
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            this.picker?.releaseRenderTarget();
        });
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) {
            this.pick(event.x, event.y);
        }
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const touch = event.changedTouches[0];
        if (touch) {
            this.pick(touch.x, touch.y);
        }
        // Stop the browser from also sending a mouse event for the same tap.
        event.event.preventDefault();
    }

    /**
     * Renders the pick buffer and reads the pixel under a canvas position.
     *
     * @param {number} x - Horizontal canvas position in CSS pixels.
     * @param {number} y - Vertical canvas position in CSS pixels.
     */
    async pick(x, y) {
        const camera = this.entity.camera;
        const picker = this.picker;
        // Listeners stay registered while the script is disabled, so check here.
        if (!this.enabled || !camera || !picker) {
            return;
        }

        // Match the buffer to the canvas size (CSS pixels) times the scale.
        const canvas = this.app.graphicsDevice.canvas;
        const width = Math.max(1, Math.floor(canvas.clientWidth * this.bufferScale));
        const height = Math.max(1, Math.floor(canvas.clientHeight * this.bufferScale));
        picker.resize(width, height);

        // Render only when asked: preparing costs one extra render of the scene.
        picker.prepare(camera, this.app.scene);

        const id = ++this.pickId;
        const hits = await picker.getSelectionAsync(
            Math.floor(x * this.bufferScale),
            Math.floor(y * this.bufferScale)
        );
        if (id !== this.pickId) {
            return;
        }

        const hit = hits[0];
        this.select(hit instanceof MeshInstance ? this.findPickable(hit.node) : null);
    }

    /**
     * Walks up from the node that owns the mesh to the nearest pickable entity.
     *
     * @param {GraphNode | null} node - Node of the picked mesh instance.
     * @returns {Entity | null} The pickable entity, or null.
     */
    findPickable(node) {
        while (node) {
            if (node instanceof Entity && node.tags.has(this.pickableTag)) {
                return node;
            }
            node = node.parent;
        }
        return null;
    }

    /**
     * Moves the highlight to a new entity (or removes it when entity is null).
     *
     * @param {Entity | null} entity - The entity to select.
     */
    select(entity) {
        if (entity === this.selected) {
            return;
        }
        this.setEmissive(this.selected, null);
        this.selected = entity;
        this.setEmissive(entity, this.highlightColor);
        this.app.fire('picker:select', entity);
    }

    /**
     * @param {Entity | null} entity - Entity whose render materials to change.
     * @param {Color | null} color - Emissive colour, or null for none.
     */
    setEmissive(entity, color) {
        if (!entity) {
            return;
        }
        // Covers a single primitive as well as a model made of several entities.
        const renders = /** @type {RenderComponent[]} */ (entity.findComponents('render'));
        for (const render of renders) {
            for (const meshInstance of render.meshInstances) {
                const material = meshInstance.material;
                if (material instanceof StandardMaterial) {
                    material.emissive.copy(color ?? Color.BLACK);
                    material.update();
                }
            }
        }
    }
}
