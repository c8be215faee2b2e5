import {
    ANIM_EQUAL_TO,
    ANIM_PARAMETER_BOOLEAN,
    AnimCurve,
    AnimData,
    AnimStateGraph,
    AnimTrack,
    Entity,
    INTERPOLATION_LINEAR
} from 'playcanvas';

// A one-curve track that moves the entity named 'Door' along X
function slide(name, fromX, toX, seconds) {
    const times = new AnimData(1, [0, seconds]);
    const positions = new AnimData(3, [fromX, 0, 0, toX, 0, 0]);
    const curve = new AnimCurve(
        [{ entityPath: ['Door'], component: 'graph', propertyPath: ['localPosition'] }],
        0, 0, INTERPOLATION_LINEAR
    );
    return new AnimTrack(name, seconds, [times], [positions], [curve]);
}

const door = new Entity('Door');
app.root.addChild(door);
door.addComponent('anim', { activate: true });
const anim = door.anim;
if (!anim) throw new Error('anim component missing');

// Two states, switched by the boolean parameter 'open'
anim.loadStateGraph(new AnimStateGraph({
    layers: [{
        name: 'Base',
        states: [
            { name: 'START' },
            { name: 'Closed', speed: 1, loop: true },
            { name: 'Open', speed: 1, loop: false }
        ],
        transitions: [
            { from: 'START', to: 'Closed' },
            {
                from: 'Closed', to: 'Open', time: 0.2,
                conditions: [{ parameterName: 'open', predicate: ANIM_EQUAL_TO, value: true }]
            },
            {
                from: 'Open', to: 'Closed', time: 0.2,
                conditions: [{ parameterName: 'open', predicate: ANIM_EQUAL_TO, value: false }]
            }
        ]
    }],
    parameters: {
        open: { name: 'open', type: ANIM_PARAMETER_BOOLEAN, value: false }
    }
}));

// Assign through the layer so that the graph's speed and loop stay as defined
const base = anim.baseLayer;
if (!base) throw new Error('no base layer');
base.assignAnimation('Closed', slide('closed', 0, 0, 1));
base.assignAnimation('Open', slide('open', 0, 1.5, 0.5));

console.log(anim.playing, anim.getBoolean('open')); // → true false

let frame = 0;
app.on('update', () => {
    frame++;
    if (frame === 1) {
        console.log(base.activeState); // → Closed
        anim.setBoolean('open', true);
    }
    if (frame === 2) {
        console.log(base.activeState, base.transitioning); // → Open true
    }
    if (frame === 59) {
        console.log(base.activeState, door.getLocalPosition().x.toFixed(2)); // → Open 1.50
    }
});
