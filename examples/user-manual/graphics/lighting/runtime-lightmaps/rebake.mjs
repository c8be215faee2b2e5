import { Entity } from 'playcanvas';

app.scene.lightmapSizeMultiplier = 16;

const floor = new Entity('Floor');
floor.addComponent('render', { type: 'plane', lightmapped: true });
floor.setLocalScale(10, 1, 10);
app.root.addChild(floor);

const crate = new Entity('Crate');
crate.addComponent('render', { type: 'box', lightmapped: true });
crate.setLocalPosition(0, 0.5, 0);
app.root.addChild(crate);

const lamp = new Entity('Lamp');
lamp.addComponent('light', { type: 'omni', range: 6, bake: true, affectDynamic: false, castShadows: true });
lamp.setLocalPosition(-2, 2, 0);
app.root.addChild(lamp);

// After the automatic bake, move the lamp and bake again
app.once('postrender', () => {
    lamp.setLocalPosition(2, 2, 0);

    // null: every lightmapped mesh in the scene
    app.lightmapper?.bake(null, app.scene.lightmapMode);
    console.log(app.lightmapper?.stats.lightmapCount); // → 2

    // Only the floor gets a new lightmap; the crate still casts its shadow into it
    app.lightmapper?.bake([floor]);
    console.log(app.lightmapper?.stats.lightmapCount); // → 1
});
