import { ELEMENTTYPE_TEXT, Entity } from 'playcanvas';

// The same structure as a localization JSON asset, added from code
app.i18n.addData({
    header: { version: 1 },
    data: [
        {
            info: { locale: 'en-US' },
            messages: {
                'menu.start': 'Start',
                'shop.coins': ['{count} coin', '{count} coins']
            }
        },
        {
            info: { locale: 'ja-JP' },
            messages: {
                'menu.start': 'スタート',
                'shop.coins': ['コイン{count}枚']
            }
        }
    ]
});

// A text element that shows a key instead of literal text
const hud = new Entity('HUD');
hud.addComponent('screen', { screenSpace: true });
app.root.addChild(hud);
const startLabel = new Entity('Start Label');
startLabel.addComponent('element', { type: ELEMENTTYPE_TEXT, key: 'menu.start' });
hud.addChild(startLabel);

console.log(app.i18n.locale); // → en-US
console.log(startLabel.element?.text); // → Start

// Switching the locale updates every keyed text element; "ja" falls back to "ja-JP"
app.i18n.locale = 'ja';
console.log(startLabel.element?.text); // → スタート

// Plurals: the language's rule picks the form; the placeholder is yours to fill in
/** @param {number} count */
const coins = (count) => app.i18n.getPluralText('shop.coins', count).replace('{count}', String(count));
console.log(coins(3)); // → コイン3枚
app.i18n.locale = 'en-US';
console.log(`${coins(1)} / ${coins(3)}`); // → 1 coin / 3 coins

// A key with no string comes back unchanged, which makes gaps easy to spot
console.log(app.i18n.getText('menu.quit')); // → menu.quit
