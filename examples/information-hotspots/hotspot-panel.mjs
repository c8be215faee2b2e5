import {
    BoundingSphere,
    EVENT_MOUSEDOWN,
    EVENT_MOUSEUP,
    EVENT_TOUCHEND,
    EVENT_TOUCHSTART,
    MOUSEBUTTON_LEFT,
    Ray,
    Script,
    Vec3
} from 'playcanvas';
import { Hotspot } from './hotspot.mjs';

/** @import { MouseEvent, TouchEvent } from 'playcanvas' */

/**
 * Attach to the camera entity. Turns a click or tap on a hotspot into an HTML
 * panel showing the hotspot's title and text, placed next to the hotspot and
 * following it while the camera moves. A click elsewhere closes the panel.
 */
export class HotspotPanel extends Script {
    static scriptName = 'hotspotPanel';

    /**
     * Pointer movement in pixels above which a press counts as a drag, not a click.
     *
     * @attribute
     */
    clickTolerance = 6;

    /** @type {HTMLDivElement | null} */
    panel = null;

    /** @type {HTMLHeadingElement | null} */
    heading = null;

    /** @type {HTMLParagraphElement | null} */
    body = null;

    /** @type {Hotspot | null} The hotspot whose panel is open. */
    current = null;

    pressX = 0;

    pressY = 0;

    ray = new Ray();

    sphere = new BoundingSphere(new Vec3(), 1);

    farPoint = new Vec3();

    screenPoint = new Vec3();

    initialize() {
        this.createPanel();

        const mouse = this.app.mouse;
        const touch = this.app.touch;
        mouse?.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        mouse?.on(EVENT_MOUSEUP, this.onMouseUp, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        touch?.on(EVENT_TOUCHEND, this.onTouchEnd, this);
        this.on('destroy', () => {
            mouse?.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            mouse?.off(EVENT_MOUSEUP, this.onMouseUp, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
            touch?.off(EVENT_TOUCHEND, this.onTouchEnd, this);
            this.panel?.remove();
        });
    }

    /** Builds the hidden HTML panel and adds it to the page. */
    createPanel() {
        const panel = document.createElement('div');
        Object.assign(panel.style, {
            position: 'absolute',
            display: 'none',
            maxWidth: '240px',
            padding: '10px 14px',
            borderRadius: '8px',
            background: 'rgba(20, 26, 34, 0.92)',
            color: '#f2f2f2',
            font: '14px/1.5 sans-serif',
            pointerEvents: 'none'
        });
        this.heading = document.createElement('h3');
        this.heading.style.margin = '0 0 4px';
        this.heading.style.fontSize = '16px';
        this.body = document.createElement('p');
        this.body.style.margin = '0';
        panel.append(this.heading, this.body);
        document.body.appendChild(panel);
        this.panel = panel;
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseDown(event) {
        if (event.button === MOUSEBUTTON_LEFT) {
            this.pressX = event.x;
            this.pressY = event.y;
        }
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseUp(event) {
        if (event.button === MOUSEBUTTON_LEFT) {
            this.onRelease(event.x, event.y);
        }
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        const touch = event.changedTouches[0];
        if (touch) {
            this.pressX = touch.x;
            this.pressY = touch.y;
        }
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchEnd(event) {
        const touch = event.changedTouches[0];
        if (touch) {
            this.onRelease(touch.x, touch.y);
        }
    }

    /**
     * A release close to where the press started is a click: open or close the panel.
     *
     * @param {number} x - Canvas position in CSS pixels.
     * @param {number} y - Canvas position in CSS pixels.
     */
    onRelease(x, y) {
        if (Math.hypot(x - this.pressX, y - this.pressY) > this.clickTolerance) {
            return;
        }
        const hotspot = this.findHotspot(x, y);
        if (hotspot) {
            this.open(hotspot);
        } else {
            this.close();
        }
    }

    /**
     * Casts a ray through the point and returns the nearest visible hotspot it hits.
     *
     * @param {number} x - Canvas position in CSS pixels.
     * @param {number} y - Canvas position in CSS pixels.
     * @returns {Hotspot | null} The hotspot under the pointer.
     */
    findHotspot(x, y) {
        const camera = this.entity.camera;
        if (!camera) {
            return null;
        }
        camera.screenToWorld(x, y, camera.nearClip, this.ray.origin);
        camera.screenToWorld(x, y, camera.farClip, this.farPoint);
        this.ray.direction.sub2(this.farPoint, this.ray.origin).normalize();

        /** @type {Hotspot | null} */
        let nearest = null;
        let nearestDistance = Infinity;
        for (const hotspot of Hotspot.all) {
            if (!hotspot.enabled || !hotspot.clickable) {
                continue;
            }
            // The icon is round, so a sphere of the same size is an exact enough target.
            this.sphere.center.copy(hotspot.entity.getPosition());
            this.sphere.radius = hotspot.worldSize * 0.5;
            if (this.sphere.intersectsRay(this.ray)) {
                const distance = this.sphere.center.distance(this.ray.origin);
                if (distance < nearestDistance) {
                    nearestDistance = distance;
                    nearest = hotspot;
                }
            }
        }
        return nearest;
    }

    /** @param {Hotspot} hotspot - The hotspot to show. */
    open(hotspot) {
        if (!this.panel || !this.heading || !this.body) {
            return;
        }
        this.current = hotspot;
        // textContent, not innerHTML: the text is shown as is, never parsed as HTML.
        this.heading.textContent = hotspot.title;
        this.body.textContent = hotspot.text;
        this.panel.style.display = 'block';
        this.placePanel();
    }

    close() {
        this.current = null;
        if (this.panel) {
            this.panel.style.display = 'none';
        }
    }

    update() {
        if (!this.current) {
            return;
        }
        if (!this.current.clickable) {
            // The hotspot turned away from the camera.
            this.close();
            return;
        }
        this.placePanel();
    }

    /** Puts the panel just right of the open hotspot's position on screen. */
    placePanel() {
        const camera = this.entity.camera;
        if (!camera || !this.current || !this.panel) {
            return;
        }
        camera.worldToScreen(this.current.entity.getPosition(), this.screenPoint);
        // worldToScreen is relative to the canvas; the panel is positioned in the page.
        const rect = this.app.graphicsDevice.canvas.getBoundingClientRect();
        this.panel.style.left = `${rect.left + window.scrollX + this.screenPoint.x + 24}px`;
        this.panel.style.top = `${rect.top + window.scrollY + this.screenPoint.y - 20}px`;
    }
}
