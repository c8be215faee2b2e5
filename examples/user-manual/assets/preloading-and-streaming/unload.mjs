import { Asset } from 'playcanvas';

const dialogue = new Asset('dialogue', 'json', undefined, { lines: ['Hello'] });
app.assets.add(dialogue);
app.assets.load(dialogue);

dialogue.once('unload', () => console.log('unload fired')); // → unload fired
dialogue.unload();
console.log(`loaded: ${dialogue.loaded}, resource: ${dialogue.resource}`); // → loaded: false, resource: undefined

// The asset stays in the registry and can be loaded again
console.log(`still registered: ${app.assets.get(dialogue.id) === dialogue}`); // → still registered: true
app.assets.load(dialogue);
console.log(JSON.stringify(dialogue.resource)); // → {"lines":["Hello"]}
