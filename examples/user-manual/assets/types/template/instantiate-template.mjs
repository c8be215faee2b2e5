import { Asset, Template } from 'playcanvas';

// The data a template asset stores: its entities, keyed by ID, with the root's parent null.
// The Editor writes this when you choose Template > New Template; it is shown here in full.
/** @param {number[]} lidPosition */
const crateData = (lidPosition) => ({
    entities: {
        'crate-root': {
            name: 'Crate', resource_id: 'crate-root', parent: null, children: ['crate-lid'],
            position: [0, 0, 0], rotation: [0, 0, 0], scale: [1, 1, 1], enabled: true,
            tags: ['pickup'], components: { render: { type: 'box' } }
        },
        'crate-lid': {
            name: 'Lid', resource_id: 'crate-lid', parent: 'crate-root', children: [],
            position: lidPosition, rotation: [0, 0, 0], scale: [1, 0.1, 1], enabled: true,
            components: { render: { type: 'box' } }
        }
    }
});
app.assets.add(new Asset('Crate', 'template', undefined, crateData([0, 0.55, 0])));

const asset = app.assets.find('Crate', 'template');
if (asset) {
    asset.ready((loaded) => {
        const template = loaded.resource;
        if (!(template instanceof Template)) return;

        // Each call builds a new, independent copy of the hierarchy
        const a = template.instantiate();
        const b = template.instantiate();
        a.setPosition(-1, 0, 0);
        b.setPosition(1, 0, 0);
        app.root.addChild(a);
        app.root.addChild(b);
        console.log(a.name, a.children.length, a.tags.has('pickup'), Boolean(a.render)); // → Crate 1 true true
        console.log(a.getGuid() === b.getGuid()); // → false

        // New asset data (as when the template is edited) changes later instances only
        loaded.data = crateData([0, 0.8, 0]);
        const c = template.instantiate();
        console.log(c.findByName('Lid')?.getLocalPosition().y, a.findByName('Lid')?.getLocalPosition().y); // → 0.8 0.55
    });
    app.assets.load(asset);
}
