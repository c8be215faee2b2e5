import { Asset } from 'playcanvas';

// Text-based types built from inline data; from a file they give the same kinds of resource
const samples = [
    new Asset('notes.txt', 'text', undefined, 'Hello'),
    new Asset('config.json', 'json', undefined, { lives: 3 }),
    new Asset('hud.css', 'css', undefined, '.hud { color: white; }'),
    new Asset('hud.html', 'html', undefined, '<div class="hud"></div>'),
    new Asset('tint.glsl', 'shader', undefined, 'uniform vec3 uTint;')
];
for (const asset of samples) {
    app.assets.add(asset);
    app.assets.load(asset);
}
console.log(samples.map((a) => `${a.type}:${typeof a.resource}`).join(' ')); // → text:string json:object css:string html:string shader:string

// Every type string selects a resource handler; WASM modules have none
const types = ['texture', 'cubemap', 'font', 'gsplat', 'textureatlas', 'wasm'];
console.log(types.map((t) => `${t}:${Boolean(app.loader.getHandler(t))}`).join(' ')); // → texture:true cubemap:true font:true gsplat:true textureatlas:true wasm:false
