import { Asset } from 'playcanvas';

const settings = new Asset('settings', 'json', undefined, { volume: 0.8 });
settings.preload = true;
const bossLevel = new Asset('boss-level', 'json', undefined, { enemies: 12 });

app.assets.add(settings); // preload is on: loading starts here
app.assets.add(bossLevel); // preload is off: stays unloaded

const events = [];
app.on('preload:start', () => events.push('start'));
app.on('preload:progress', (share) => events.push(`progress ${share}`));
app.on('preload:end', () => events.push('end'));

// The Launch page and published builds call this before app.start()
app.preload(() => {
    console.log(events.join(', ')); // → start, progress 1, end
    console.log(`settings: ${settings.loaded}, boss-level: ${bossLevel.loaded}`); // → settings: true, boss-level: false
});
