// Measures what the compact scene format saves on a generated level of 1,001 entities.
// toCompact() writes the format the way the engine's parser reads it. PlayCanvas's own
// converter is not public, so a published build can differ: compare your own files too.

let seed = 7;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const hex = (n) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
const newGuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;

const entity = (name, parent, position, rotation, components) => ({
    name, tags: [], enabled: true, resource_id: newGuid(), parent, children: [],
    position, rotation, scale: [1, 1, 1], components
});
const render = () => ({
    enabled: true, type: 'asset', asset: 1000 + Math.floor(random() * 20), materialAssets: [null],
    layers: [0], batchGroupId: null, castShadows: true, castShadowsLightmap: true,
    receiveShadows: true, lightmapped: false, lightmapSizeMultiplier: 1, isStatic: false,
    rootBone: null, customAabb: false, aabbCenter: [0, 0, 0], aabbHalfExtents: [0.5, 0.5, 0.5]
});
const collision = () => ({
    enabled: true, type: 'box', halfExtents: [0.5, 0.5, 0.5], linearOffset: [0, 0, 0], angularOffset: [0, 0, 0]
});

// A level: a root, 50 blocks, 19 props per block; about half of the props have a collision shape
const root = entity('Root', null, [0, 0, 0], [0, 0, 0], {});
const entities = { [root.resource_id]: root };
const add = (child, parent) => {
    entities[child.resource_id] = child;
    parent.children.push(child.resource_id);
};
for (let b = 0; b < 50; b++) {
    const block = entity(`Block ${b}`, root.resource_id, [Math.round(random() * 200), 0, Math.round(random() * 200)], [0, 0, 0], {});
    add(block, root);
    for (let p = 0; p < 19; p++) {
        const components = random() < 0.5 ? { render: render(), collision: collision() } : { render: render() };
        const position = [Math.round(random() * 40) / 2, 0, Math.round(random() * 40) / 2];
        add(entity(`Prop ${p}`, block.resource_id, position, [0, 90 * Math.floor(random() * 4), 0], components), block);
    }
}
const regular = { name: 'Level', settings: { physics: { gravity: [0, -9.8, 0] } }, entities };

function toCompact(scene) {
    // Every distinct vector once in singleVecs; an entity keeps three offsets in ___1
    const singleVecs = [];
    const offsets = new Map();
    const offsetOf = (vec) => {
        const key = vec.join();
        if (!offsets.has(key)) {
            offsets.set(key, singleVecs.length);
            singleVecs.push(...vec);
        }
        return offsets.get(key);
    };
    const counts = new Map();
    const count = (node) => {
        if (Array.isArray(node)) node.forEach(count);
        else if (node && typeof node === 'object') {
            for (const [key, value] of Object.entries(node)) {
                counts.set(key, (counts.get(key) ?? 0) + 1);
                count(value);
            }
        }
    };
    const stripped = Object.values(scene.entities).map(({ position, rotation, scale, ...rest }) => {
        count(rest);
        return { rest, prs: [offsetOf(position), offsetOf(rotation), offsetOf(scale)] };
    });
    // The most frequent names get one letter ('a' is index 0); then two letters, first * 26 + second
    const fieldArray = [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a));
    const code = (key) => {
        const i = fieldArray.indexOf(key);
        return i < 26 ? String.fromCharCode(97 + i) : String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26));
    };
    const encode = (node) => {
        if (Array.isArray(node)) return node.map(encode);
        if (!node || typeof node !== 'object') return node;
        return Object.fromEntries(Object.entries(node).map(([key, value]) => [code(key), encode(value)]));
    };
    const coded = {};
    for (const { rest, prs } of stripped) coded[rest.resource_id] = { ...encode(rest), ___1: prs };
    return { ...scene, compressedFormat: { fieldArray, fieldFirstCode: 97, fieldCodeBase: 26, singleVecs }, entities: coded };
}

const gzipSize = async (text) => {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
    return (await new Response(stream).arrayBuffer()).byteLength;
};
const percent = (part, whole) => `${Math.round((100 * part) / whole)} %`;

const regularText = JSON.stringify(regular);
const compactText = JSON.stringify(toCompact(regular));
console.log(percent(compactText.length, regularText.length)); // → 62 %
console.log(percent(await gzipSize(compactText), await gzipSize(regularText))); // → 96 %

// The engine's parser builds the same level from both files
const handler = app.loader.getHandler('hierarchy');
if (!handler) throw new Error('The application has no hierarchy handler');
const describe = (text) => handler.open('level.json', JSON.parse(text)).find(() => true)
    .map((node) => `${node.name} ${node.getLocalPosition()} ${node.getLocalEulerAngles().y.toFixed(0)}`).join('\n');
const fromRegular = describe(regularText);
console.log(fromRegular.split('\n').length); // → 1001
console.log(describe(compactText) === fromRegular); // → true
