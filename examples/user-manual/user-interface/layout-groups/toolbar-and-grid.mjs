import {
    ELEMENTTYPE_GROUP, ELEMENTTYPE_IMAGE, Entity, FITTING_NONE,
    ORIENTATION_HORIZONTAL, Vec2, Vec4
} from 'playcanvas';

const hud = new Entity('HUD');
hud.addComponent('screen', { screenSpace: true });
app.root.addChild(hud);

/**
 * A group element with a layout group, filled with equal square images.
 * @param {string} name - Entity name.
 * @param {number} width - Container width.
 * @param {number} count - Number of children.
 * @param {object} layout - Layout group options.
 */
const makeContainer = (name, width, count, layout) => {
    const container = new Entity(name);
    container.addComponent('element', { type: ELEMENTTYPE_GROUP, width, height: 240 });
    container.addComponent('layoutgroup', layout);
    hud.addChild(container);
    for (let i = 0; i < count; i++) {
        const child = new Entity(`${name} ${i}`);
        child.addComponent('element', { type: ELEMENTTYPE_IMAGE, width: 64, height: 64 });
        container.addChild(child);
    }
    return container;
};

// A row of three buttons, centred in a 400-unit bar
const toolbar = makeContainer('Toolbar', 400, 3, {
    orientation: ORIENTATION_HORIZONTAL,
    alignment: new Vec2(0.5, 0.5),
    spacing: new Vec2(10, 0),
    widthFitting: FITTING_NONE
});

// Seven slots that wrap into rows of three in a 240-unit panel
const inventory = makeContainer('Inventory', 240, 7, {
    padding: new Vec4(8, 8, 8, 8),
    spacing: new Vec2(8, 8),
    wrap: true
});

// Positions are written by the reflow after the scripts' update, so read them then
/** @param {Entity} container */
const xs = (container) => container.children.map((child) => child.getLocalPosition().x).join(', ');
/** @param {Entity} container */
const ys = (container) => container.children.map((child) => child.getLocalPosition().y).join(', ');
app.once('update', () => {
    console.log(xs(toolbar)); // → 94, 168, 242
    console.log(xs(inventory)); // → 8, 80, 152, 8, 80, 152, 8
    console.log(ys(inventory)); // → 168, 168, 168, 96, 96, 96, 24
});
