import {
    BUTTON_TRANSITION_MODE_TINT,
    Color,
    ELEMENTTYPE_IMAGE,
    ELEMENTTYPE_TEXT,
    Entity,
    Vec2,
    Vec4
} from 'playcanvas';

/** @import { CanvasFont } from 'playcanvas' */

/**
 * Creates a button: an image element that takes input, a Button component
 * that tints it, and a text element for the label.
 *
 * @param {object} options - Button options.
 * @param {string} options.name - Entity name.
 * @param {string} options.label - Text on the button.
 * @param {CanvasFont} options.font - Font for the label.
 * @param {Vec2} options.at - Anchor point, 0 to 1 from the screen's bottom left.
 * @param {Color} options.color - Normal colour of the button.
 * @returns {Entity} The button entity.
 */
export function createButton({ name, label, font, at, color }) {
    const button = new Entity(name);
    button.addComponent('element', {
        type: ELEMENTTYPE_IMAGE,
        anchor: new Vec4(at.x, at.y, at.x, at.y),
        pivot: new Vec2(0.5, 0.5),
        width: 220,
        height: 72,
        color,
        useInput: true
    });

    // The tints replace the image's colour in each state, so derive them from it.
    button.addComponent('button', {
        imageEntity: button,
        transitionMode: BUTTON_TRANSITION_MODE_TINT,
        hoverTint: new Color(
            Math.min(color.r * 1.3, 1), Math.min(color.g * 1.3, 1), Math.min(color.b * 1.3, 1)
        ),
        pressedTint: new Color(color.r * 0.6, color.g * 0.6, color.b * 0.6),
        inactiveTint: new Color(0.35, 0.37, 0.4, 0.6),
        fadeDuration: 80
    });

    // The label sits in the middle of the button; without useInput it lets clicks through.
    const text = new Entity(`${name} label`);
    text.addComponent('element', {
        type: ELEMENTTYPE_TEXT,
        anchor: new Vec4(0.5, 0.5, 0.5, 0.5),
        pivot: new Vec2(0.5, 0.5),
        font,
        fontSize: 30,
        text: label,
        color: new Color(1, 1, 1)
    });
    button.addChild(text);

    return button;
}
