// One scene in the two formats the engine reads: the regular JSON and a compact form
// in which keys are replaced by short codes and vectors point into one shared array.
const regular = {
    entities: {
        'root-guid': {
            name: 'Root', resource_id: 'root-guid', parent: null, children: ['crate-guid'],
            position: [0, 0, 0], rotation: [0, 0, 0], scale: [1, 1, 1], components: {}
        },
        'crate-guid': {
            name: 'Crate', resource_id: 'crate-guid', parent: 'root-guid', children: [],
            position: [1, 2, 3], rotation: [0, 90, 0], scale: [1, 1, 1], components: {}
        }
    }
};

const compact = {
    compressedFormat: {
        fieldArray: ['name', 'resource_id', 'parent', 'children', 'components'],
        fieldFirstCode: 97, // 'a' stands for fieldArray[0], 'b' for fieldArray[1] ...
        fieldCodeBase: 26,
        singleVecs: [0, 0, 0, 1, 1, 1, 1, 2, 3, 0, 90, 0]
    },
    entities: {
        // ___1 holds the offsets of position, rotation and scale in singleVecs
        'root-guid': { a: 'Root', b: 'root-guid', c: null, d: ['crate-guid'], e: {}, ___1: [0, 0, 3] },
        'crate-guid': { a: 'Crate', b: 'crate-guid', c: 'root-guid', d: [], e: {}, ___1: [6, 9, 3] }
    }
};

// Measured before parsing: the engine expands the compact data in place
const entityBytes = (data) => JSON.stringify(data.entities).length;
console.log(entityBytes(compact) < entityBytes(regular)); // → true

// The hierarchy handler turns scene data into entities, whichever format it is in
const handler = app.loader.getHandler('hierarchy');
if (!handler) throw new Error('The application has no hierarchy handler');
const describeCrate = (data) => {
    const crate = handler.open('scene.json', data).findByName('Crate');
    return `${crate.getLocalPosition()} ${crate.getLocalEulerAngles().y.toFixed(0)}`;
};
console.log(describeCrate(regular)); // → [1, 2, 3] 90
console.log(describeCrate(compact)); // → [1, 2, 3] 90
