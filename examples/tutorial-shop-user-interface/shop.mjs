import { Color, Script } from 'playcanvas';

/**
 * @typedef {object} ShopItem
 * @property {string} name - Name of the item.
 * @property {number} price - Price in coins.
 * @property {number} owned - How many the player has.
 * @property {import('playcanvas').Entity} card - The entity with the item's button.
 */

/**
 * @param {import('playcanvas').Entity} card - An item's card.
 * @param {string} name - Name of a child.
 * @returns {import('playcanvas').ElementComponent | undefined} The child's element.
 */
function part(card, name) {
    return /** @type {import('playcanvas').Entity | null} */ (card.findByName(name))?.element;
}

const AFFORDABLE = new Color(1, 0.85, 0.3);
const TOO_EXPENSIVE = new Color(0.95, 0.4, 0.35);

/**
 * Keeps the player's coins and the items for sale. Buying takes the price
 * from `coins`; every change updates the labels and turns off the buttons
 * of items the player cannot afford.
 */
export class Shop extends Script {
    static scriptName = 'shop';

    /**
     * Coins at the start.
     *
     * @attribute
     */
    coins = 100;

    /**
     * The text element that shows the coins.
     *
     * @attribute
     * @type {import('playcanvas').Entity | null}
     */
    coinLabel = null;

    /** Items bought so far, all kinds together. */
    purchases = 0;

    /** @type {ShopItem[]} */
    items = [];

    initialize() {
        this.refresh();
    }

    /**
     * Puts an item on sale. The card needs a Button component and children
     * named `price` and `owned` with text elements, and `icon`.
     *
     * @param {string} name - Name of the item.
     * @param {number} price - Price in coins.
     * @param {import('playcanvas').Entity} card - The item's card.
     */
    addItem(name, price, card) {
        const item = { name, price, owned: 0, card };
        this.items.push(item);
        card.button?.on('click', () => this.buy(item));
        this.refresh();
    }

    /** @param {ShopItem} item - The item to buy. */
    buy(item) {
        // The button fires no click while inactive; check again all the same.
        if (this.coins < item.price) return;
        this.coins -= item.price;
        item.owned++;
        this.purchases++;
        this.fire('buy', item.name);
        this.refresh();
    }

    /** @param {number} amount - Coins to add. */
    earn(amount) {
        this.coins += amount;
        this.refresh();
    }

    /** Brings every label and button in line with `coins`. */
    refresh() {
        if (this.coinLabel?.element) this.coinLabel.element.text = `${this.coins}`;
        for (const item of this.items) {
            const affordable = this.coins >= item.price;
            // Inactive: no click events, and the card takes the button's inactiveTint.
            if (item.card.button) item.card.button.active = affordable;
            // The tint reaches only the image entity; dim the rest here.
            const price = part(item.card, 'price');
            if (price) price.color = affordable ? AFFORDABLE : TOO_EXPENSIVE;
            const icon = part(item.card, 'icon');
            if (icon) icon.opacity = affordable ? 1 : 0.35;
            const owned = part(item.card, 'owned');
            if (owned) owned.text = item.owned > 0 ? `Owned ${item.owned}` : '';
        }
    }
}
