import {
    Application,
    BUTTON_TRANSITION_MODE_TINT,
    CanvasFont,
    Color,
    ELEMENTTYPE_GROUP,
    ELEMENTTYPE_IMAGE,
    ELEMENTTYPE_TEXT,
    ElementInput,
    Entity,
    FILLMODE_NONE,
    Mouse,
    RESOLUTION_AUTO,
    SCALEMODE_BLEND,
    TouchDevice,
    Vec2,
    Vec4
} from 'playcanvas';
import { createIcon } from './icons.mjs';
import { Shop } from './shop.mjs';

/**
 * @param {string} name - Entity name.
 * @param {CanvasFont} font - The font.
 * @param {string} text - The text.
 * @param {number} size - Font size.
 * @param {number} y - Height in the parent, 0 bottom to 1 top.
 * @returns {Entity} A text element centred across its parent.
 */
function text(name, font, text, size, y) {
    const entity = new Entity(name);
    entity.addComponent('element', {
        type: ELEMENTTYPE_TEXT, anchor: new Vec4(0.5, y, 0.5, y), pivot: new Vec2(0.5, 0.5),
        font, fontSize: size, text, color: new Color(1, 1, 1)
    });
    return entity;
}

/** The goods: icon, name and price in coins. */
const GOODS = /** @type {const} */ ([
    ['herb', 'Herb', 10],
    ['potion', 'Potion', 30],
    ['bomb', 'Bomb', 50],
    ['shield', 'Shield', 120],
    ['sword', 'Sword', 200]
]);

/**
 * A shop: five item cards in a row, each a button that buys the item, a
 * coin counter, and a button that adds coins. Cards the player cannot
 * afford are inactive.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        mouse: new Mouse(canvas),
        touch: new TouchDevice(canvas),
        elementInput: new ElementInput(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.1, 0.11, 0.14) });
    app.root.addChild(camera);

    const font = new CanvasFont(app, { fontName: 'Arial, sans-serif', fontWeight: 'bold', fontSize: 48 });
    font.createTextures('0123456789 HerbPotionBombShieldSwordOwnedEarn+coinsSHOP');

    const screen = new Entity('screen');
    screen.addComponent('screen', {
        screenSpace: true, referenceResolution: new Vec2(1280, 720), scaleMode: SCALEMODE_BLEND, scaleBlend: 0.5
    });
    app.root.addChild(screen);

    // The coin counter at the top: an icon and a number.
    const wallet = new Entity('wallet');
    wallet.addComponent('element', {
        type: ELEMENTTYPE_GROUP, anchor: new Vec4(0.5, 0.88, 0.5, 0.88), pivot: new Vec2(0.5, 0.5),
        width: 200, height: 56
    });
    screen.addChild(wallet);
    const coinIcon = new Entity('coin icon');
    coinIcon.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0, 0.5, 0, 0.5), pivot: new Vec2(0, 0.5),
        width: 48, height: 48, texture: createIcon(app.graphicsDevice, 'coin')
    });
    wallet.addChild(coinIcon);
    const coinLabel = text('coins', font, '', 44, 0.5);
    coinLabel.setLocalPosition(30, 0, 0);
    wallet.addChild(coinLabel);

    const shopEntity = new Entity('shop');
    shopEntity.addComponent('script');
    const shop = /** @type {Shop} */ (shopEntity.script?.create(Shop, { properties: { coinLabel } }));
    app.root.addChild(shopEntity);

    // The shelf: a Layout Group component lines the cards up, centred.
    const shelf = new Entity('shelf');
    shelf.addComponent('element', {
        type: ELEMENTTYPE_GROUP, anchor: new Vec4(0.5, 0.5, 0.5, 0.5), pivot: new Vec2(0.5, 0.5),
        width: 1100, height: 280
    });
    shelf.addComponent('layoutgroup', { spacing: new Vec2(20, 0), alignment: new Vec2(0.5, 0.5) });
    screen.addChild(shelf);

    for (const [iconName, name, price] of GOODS) {
        // The card is the button: its image element takes the tints.
        const card = new Entity(`${name} card`);
        card.addComponent('element', {
            type: ELEMENTTYPE_IMAGE, width: 190, height: 260, color: new Color(0.2, 0.28, 0.42), useInput: true
        });
        card.addComponent('button', {
            imageEntity: card,
            transitionMode: BUTTON_TRANSITION_MODE_TINT,
            hoverTint: new Color(0.28, 0.38, 0.56),
            pressedTint: new Color(0.14, 0.2, 0.3),
            inactiveTint: new Color(0.16, 0.17, 0.2)
        });
        const icon = new Entity('icon');
        icon.addComponent('element', {
            type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0.5, 0.66, 0.5, 0.66), pivot: new Vec2(0.5, 0.5),
            width: 110, height: 110, texture: createIcon(app.graphicsDevice, iconName)
        });
        card.addChild(icon);
        card.addChild(text('name', font, name, 30, 0.3));
        card.addChild(text('price', font, `${price}`, 30, 0.16));
        card.addChild(text('owned', font, '', 22, 0.05));
        shelf.addChild(card);
        shop.addItem(name, price, card);
    }

    // Earn coins, so that greyed-out cards come back.
    const earn = new Entity('earn button');
    earn.addComponent('element', {
        type: ELEMENTTYPE_IMAGE, anchor: new Vec4(0.5, 0.1, 0.5, 0.1), pivot: new Vec2(0.5, 0.5),
        width: 260, height: 64, color: new Color(0.25, 0.45, 0.3), useInput: true
    });
    earn.addComponent('button', {
        imageEntity: earn,
        hoverTint: new Color(0.32, 0.55, 0.38),
        pressedTint: new Color(0.18, 0.32, 0.22)
    });
    earn.addChild(text('label', font, 'Earn +100', 30, 0.5));
    earn.button?.on('click', () => shop.earn(100));
    screen.addChild(earn);

    app.start();
    return app;
}
