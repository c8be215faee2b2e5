import { EVENT_MOUSEDOWN, EVENT_MOUSEMOVE, Mouse, Script, math } from 'playcanvas';

/** @import { MouseEvent } from 'playcanvas' */

/**
 * Locks the mouse pointer on a click (the engine locks the page's body) and
 * turns the entity (a camera) with mouse movement while the lock is active.
 * The browser releases the lock when the user presses Escape.
 *
 * Fires the application event `pointerlock:change` with `true` or `false`
 * whenever the lock is gained or lost.
 */
export class PointerLockLook extends Script {
    static scriptName = 'pointerLockLook';

    /**
     * Degrees of turn per pixel of mouse movement.
     *
     * @attribute
     */
    sensitivity = 0.12;

    yaw = 0;

    pitch = 0;

    initialize() {
        const angles = this.entity.getLocalEulerAngles();
        this.yaw = angles.y;
        this.pitch = angles.x;

        const mouse = this.app.mouse;
        if (!mouse) return;
        mouse.on(EVENT_MOUSEDOWN, this.onMouseDown, this);
        mouse.on(EVENT_MOUSEMOVE, this.onMouseMove, this);

        // The DOM reports every change of lock state, including Escape.
        const onChange = () => this.app.fire('pointerlock:change', Mouse.isPointerLocked());
        const onError = () => console.warn('Pointer lock was refused by the browser.');
        document.addEventListener('pointerlockchange', onChange);
        document.addEventListener('pointerlockerror', onError);

        this.on('destroy', () => {
            mouse.off(EVENT_MOUSEDOWN, this.onMouseDown, this);
            mouse.off(EVENT_MOUSEMOVE, this.onMouseMove, this);
            document.removeEventListener('pointerlockchange', onChange);
            document.removeEventListener('pointerlockerror', onError);
            mouse.disablePointerLock();
        });
    }

    onMouseDown() {
        // Requesting the lock must happen inside a user action such as this click.
        if (!Mouse.isPointerLocked()) {
            this.app.mouse?.enablePointerLock();
        }
    }

    /** @param {MouseEvent} event - The mouse event. */
    onMouseMove(event) {
        if (!Mouse.isPointerLocked()) return;

        // While locked, dx and dy keep reporting movement even though the
        // pointer never reaches the edge of the screen.
        this.yaw -= event.dx * this.sensitivity;
        this.pitch = math.clamp(this.pitch - event.dy * this.sensitivity, -89, 89);
        this.entity.setLocalEulerAngles(this.pitch, this.yaw, 0);
    }
}
