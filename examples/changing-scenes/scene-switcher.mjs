import {
    EVENT_KEYDOWN,
    EVENT_MOUSEDOWN,
    EVENT_TOUCHSTART,
    KEY_ENTER,
    KEY_SPACE,
    Script
} from 'playcanvas';

/** @import { KeyboardEvent, TouchEvent } from 'playcanvas' */

/** True while a scene change is under way, shared by every instance. */
let changing = false;

/**
 * Changes to another scene on a click, a tap, Space or Enter. Put one in
 * every scene, each pointing at the scene that should come next.
 * Fires the app event 'scene:changed' (name, root) after the new scene loads.
 */
export class SceneSwitcher extends Script {
    static scriptName = 'sceneSwitcher';

    /**
     * Name of the scene to change to, exactly as in the Scenes dialog.
     *
     * @attribute
     */
    sceneName = '';

    /**
     * Download the next scene's data in advance, so the change is quicker.
     *
     * @attribute
     */
    preload = true;

    initialize() {
        const { keyboard, mouse, touch } = this.app;
        keyboard?.on(EVENT_KEYDOWN, this.onKeyDown, this);
        mouse?.on(EVENT_MOUSEDOWN, this.change, this);
        touch?.on(EVENT_TOUCHSTART, this.onTouchStart, this);
        // The change destroys this entity, which fires 'destroy': stop listening then.
        this.on('destroy', () => {
            keyboard?.off(EVENT_KEYDOWN, this.onKeyDown, this);
            mouse?.off(EVENT_MOUSEDOWN, this.change, this);
            touch?.off(EVENT_TOUCHSTART, this.onTouchStart, this);
        });

        if (this.preload && this.sceneName) {
            this.app.scenes.loadSceneData(this.sceneName, (err) => {
                if (err) console.warn(`Could not preload scene "${this.sceneName}": ${err}`);
            });
        }
    }

    /** @param {KeyboardEvent} event - The keyboard event. */
    onKeyDown(event) {
        if (event.key === KEY_SPACE || event.key === KEY_ENTER) this.change();
    }

    /** @param {TouchEvent} event - The touch event. */
    onTouchStart(event) {
        event.event.preventDefault();
        this.change();
    }

    change() {
        if (changing || !this.sceneName) return;

        const app = this.app;
        const name = this.sceneName;
        if (!app.scenes.find(name)) {
            console.error(`No scene named "${name}" in this project`);
            return;
        }

        changing = true;
        // Destroys everything under app.root, applies the new scene's
        // settings and loads its hierarchy.
        app.scenes.changeScene(name, (err, root) => {
            changing = false;
            if (err) {
                console.error(`Changing to "${name}" failed: ${err}`);
                return;
            }
            app.fire('scene:changed', name, root);
        });
    }
}
