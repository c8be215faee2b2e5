import {
    ANIM_GREATER_THAN, ANIM_LESS_THAN_EQUAL_TO, ANIM_PARAMETER_FLOAT,
    AnimCurve, AnimData, AnimStateGraph, AnimTrack, Entity, INTERPOLATION_LINEAR
} from 'playcanvas';

// The engine's array form of a graph (the Editor saves the same data keyed by ids)
const graph = new AnimStateGraph({
    layers: [{
        name: 'Base',
        states: [
            { name: 'START' },
            { name: 'Idle', speed: 1, loop: true },
            { name: 'Walk', speed: 1, loop: true }
        ],
        transitions: [
            { from: 'START', to: 'Idle' },
            {
                from: 'Idle', to: 'Walk', time: 0.2,
                conditions: [{ parameterName: 'speed', predicate: ANIM_GREATER_THAN, value: 0.1 }]
            },
            {
                from: 'Walk', to: 'Idle', time: 0.2,
                conditions: [{ parameterName: 'speed', predicate: ANIM_LESS_THAN_EQUAL_TO, value: 0.1 }]
            }
        ]
    }],
    parameters: {
        speed: { name: 'speed', type: ANIM_PARAMETER_FLOAT, value: 0 }
    }
});

/**
 * A one-second track that keeps the Robot entity at the given height.
 * @param {string} name
 * @param {number} y
 */
function holdAt(name, y) {
    const path = { entityPath: ['Robot'], component: 'graph', propertyPath: ['localPosition'] };
    return new AnimTrack(name, 1, [new AnimData(1, [0, 1])], [new AnimData(3, [0, y, 0, 0, y, 0])],
        [new AnimCurve([path], 0, 0, INTERPOLATION_LINEAR)]);
}

const robot = new Entity('Robot');
app.root.addChild(robot);
const anim = robot.addComponent('anim', { activate: true });
if (anim) {
    anim.loadStateGraph(graph);
    anim.assignAnimation('Idle', holdAt('Idle', 0));
    anim.assignAnimation('Walk', holdAt('Walk', 1));

    let frame = 0;
    app.on('update', () => {
        frame += 1;
        const layer = anim.baseLayer;
        if (!layer) return;
        if (frame === 10) {
            console.log(layer.activeState); // → Idle
            anim.setFloat('speed', 1);
        }
        if (frame === 12) console.log(`${layer.activeState}, blending: ${layer.transitioning}`); // → Walk, blending: true
        if (frame === 40) console.log(`${layer.activeState}, blending: ${layer.transitioning}`); // → Walk, blending: false
    });
}
