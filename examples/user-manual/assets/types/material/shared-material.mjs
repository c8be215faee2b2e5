import { Asset, Entity, StandardMaterial } from 'playcanvas';

// In an Editor project the material comes from the Assets panel.
// Here one with the same kind of data is added to the registry by hand.
app.assets.add(new Asset('Gold', 'material', undefined, {
    diffuse: [1, 0.77, 0.34],
    useMetalness: true,
    metalness: 1,
    shininess: 80 // the Inspector's Glossiness (0-100)
}));

const gold = app.assets.find('Gold', 'material');
if (gold) {
    // Two boxes that use the same material asset; the component loads it
    const [left, right] = ['Left', 'Right'].map((name, i) => {
        const box = new Entity(name);
        box.addComponent('render', { type: 'box', materialAssets: [gold.id] });
        box.setPosition(i * 2 - 1, 0, 0);
        app.root.addChild(box);
        return box;
    });

    const shared = gold.resource;
    if (shared instanceof StandardMaterial && left.render && right.render) {
        console.log(shared.name, shared.gloss.toFixed(2)); // → Gold 0.80
        console.log(left.render.meshInstances[0].material === right.render.meshInstances[0].material); // → true

        // Change one box only: clone the shared material first
        const tarnished = shared.clone();
        tarnished.gloss = 0.3;
        tarnished.update();
        right.render.meshInstances[0].material = tarnished;
        console.log(shared.gloss.toFixed(2), tarnished.gloss.toFixed(2)); // → 0.80 0.30
    }
}
