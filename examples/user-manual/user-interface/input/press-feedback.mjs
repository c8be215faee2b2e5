import { ElementInputEvent, Script, Vec3 } from 'playcanvas';

// Shrinks an element while it is pressed and announces the click to the rest of the game
export class PressFeedback extends Script {
    static scriptName = 'pressFeedback';

    /**
     * Application event fired on click.
     * @attribute
     */
    action = 'ui:start';

    /**
     * Scale while pressed.
     * @attribute
     */
    pressedScale = 0.92;

    initialize() {
        const element = this.entity.element;
        if (!element) return;
        element.useInput = true;

        const normal = this.entity.getLocalScale().clone();
        const pressed = new Vec3().copy(normal).mulScalar(this.pressedScale);
        /** @param {ElementInputEvent} event */
        const press = (event) => {
            // Keep the press from parent elements and, in a launched app, from app.mouse and app.touch
            event.stopPropagation();
            this.entity.setLocalScale(pressed);
        };
        const release = () => this.entity.setLocalScale(normal);

        element.on('mousedown', press);
        element.on('touchstart', press);
        // mouseup reaches the pressed element even when the pointer has left it
        element.on('mouseup', release);
        element.on('touchend', release);
        element.on('touchleave', release);

        element.on('click', (event) => {
            event.stopPropagation();
            this.app.fire(this.action);
        });
    }
}
