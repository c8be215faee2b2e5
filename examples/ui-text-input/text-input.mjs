import { Color, Script } from 'playcanvas';

/** @import { CanvasFont, Entity } from 'playcanvas' */

/**
 * Turns an image element into a text field. The engine has no text field,
 * so a real (invisible) HTML input over the element takes the keystrokes,
 * IME and the phone keyboard, and a text element draws what it holds.
 * Fires `textinput:change` and `textinput:submit` on the entity.
 */
export class TextInput extends Script {
    static scriptName = 'textInput';

    /**
     * Text element that shows the value.
     *
     * @attribute
     * @type {Entity|null}
     */
    textEntity = null;

    /**
     * Shown in grey while the field is empty.
     *
     * @attribute
     */
    placeholder = 'Type here';

    /**
     * Longest value allowed, in characters.
     *
     * @attribute
     */
    maxLength = 16;

    value = '';

    focused = false;

    blinkTime = 0;

    textColor = new Color(1, 1, 1);

    placeholderColor = new Color(0.55, 0.58, 0.62);

    initialize() {
        const input = document.createElement('input');
        input.type = 'text';
        input.maxLength = this.maxLength;
        input.autocomplete = 'off';
        input.setAttribute('aria-label', this.placeholder);
        // Invisible but focusable. 16px keeps iOS Safari from zooming in on focus.
        input.style.cssText = 'position:absolute;opacity:0;border:0;padding:0;font-size:16px;';
        const container = this.app.graphicsDevice.canvas.parentElement ?? document.body;
        if (getComputedStyle(container).position === 'static') container.style.position = 'relative';
        container.appendChild(input);
        this.input = input;

        input.addEventListener('input', () => this.setValue(input.value));
        input.addEventListener('keydown', (event) => {
            if (event.key === 'Enter') input.blur();
        });
        input.addEventListener('focus', () => { this.focused = true; this.blinkTime = 0; });
        input.addEventListener('blur', () => {
            this.focused = false;
            this.refresh();
            this.entity.fire('textinput:submit', this.value);
        });

        // A click or tap on the element focuses the input. It runs inside the
        // browser's own event, so phones open their keyboard.
        this.entity.element?.on('click', () => this.focus());

        this.refresh();
        this.once('destroy', () => input.remove());
    }

    focus() {
        const input = this.input;
        const element = this.entity.element;
        if (!input || !element) return;
        // canvasCorners are CSS pixels from the canvas's top-left corner.
        const corners = element.canvasCorners;
        const xs = corners.map((c) => c.x);
        const ys = corners.map((c) => c.y);
        const canvas = this.app.graphicsDevice.canvas;
        input.style.left = `${canvas.offsetLeft + Math.min(...xs)}px`;
        input.style.top = `${canvas.offsetTop + Math.min(...ys)}px`;
        input.style.width = `${Math.max(...xs) - Math.min(...xs)}px`;
        input.style.height = `${Math.max(...ys) - Math.min(...ys)}px`;
        input.value = this.value;
        input.focus();
        input.setSelectionRange(input.value.length, input.value.length);
    }

    /** @param {string} value - The new text. */
    setValue(value) {
        this.value = value.slice(0, this.maxLength);
        this.refresh();
        this.entity.fire('textinput:change', this.value);
    }

    /** Draws the value (with a caret while focused) or the placeholder. */
    refresh() {
        const text = this.textEntity?.element;
        if (!text) return;
        const showCaret = this.focused && this.blinkTime % 1 < 0.5;
        const shown = this.value || this.focused ? this.value + (showCaret ? '|' : '') : this.placeholder;
        // A CanvasFont only has the characters drawn into it: add new ones first.
        /** @type {CanvasFont} */ (text.font).updateTextures(shown);
        text.text = shown;
        text.color = this.value || this.focused ? this.textColor : this.placeholderColor;
    }

    /** @param {number} dt - Time since the last frame in seconds. */
    update(dt) {
        if (!this.focused) return;
        const before = this.blinkTime % 1 < 0.5;
        this.blinkTime += dt;
        if ((this.blinkTime % 1 < 0.5) !== before) this.refresh();
    }
}
