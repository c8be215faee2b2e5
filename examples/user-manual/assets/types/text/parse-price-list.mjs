import { Asset } from 'playcanvas';

// In an Editor project the asset comes from the Assets panel.
// Here one with the same content is added to the registry by hand.
app.assets.add(new Asset('shop.txt', 'text', undefined,
    'id,name,price\r\nsword,Iron Sword,120\r\nshield,Oak Shield,80\r\n'));

const asset = app.assets.find('shop.txt', 'text');
if (asset) {
    asset.ready((loaded) => {
        // resource is the whole file as one string
        const text = loaded.resource ?? '';
        const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
        const [header, ...rows] = lines;
        const keys = header.split(',');
        const items = rows.map((row) => {
            const values = row.split(',');
            return Object.fromEntries(keys.map((key, i) => [key, values[i]]));
        });
        console.log(items.length, items[1].name, Number(items[1].price)); // → 2 Oak Shield 80
    });
    app.assets.load(asset);
}
