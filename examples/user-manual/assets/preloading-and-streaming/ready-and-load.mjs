import { Asset } from 'playcanvas';

// A JSON asset whose data is set in code: nothing to download
const settings = new Asset('settings', 'json', undefined, { speed: 4 });
app.assets.add(settings);

const order = [];
app.assets.on('load', (asset) => order.push(`registry load ${asset.name}`));
settings.on('load', () => order.push('asset load'));
settings.ready(() => order.push('ready'));

console.log(`loaded before: ${settings.loaded}`); // → loaded before: false
app.assets.load(settings);
console.log(order.join(', ')); // → registry load settings, asset load, ready
console.log(JSON.stringify(settings.resource)); // → {"speed":4}

// Once the asset is loaded, ready() calls back straight away
settings.ready(() => console.log('called at once')); // → called at once
