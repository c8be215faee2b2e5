import {
    ANIM_BLEND_1D,
    ANIM_EQUAL_TO,
    ANIM_PARAMETER_FLOAT,
    ANIM_PARAMETER_TRIGGER,
    ANIM_STATE_END,
    ANIM_STATE_START,
    Application,
    Color,
    Entity,
    FILLMODE_NONE,
    Keyboard,
    RESOLUTION_AUTO,
    StandardMaterial,
    TouchDevice
} from 'playcanvas';
import { BlendInput } from './blend-input.mjs';
import { createBlobTracks } from './blob-tracks.mjs';

/** The state graph: a 1D blend tree for moving, plus a one-off spin. */
const STATE_GRAPH = {
    layers: [
        {
            name: 'Base',
            states: [
                { name: ANIM_STATE_START },
                {
                    name: 'Move',
                    speed: 1,
                    loop: true,
                    defaultState: true,
                    blendTree: {
                        type: ANIM_BLEND_1D,
                        parameter: 'speed',
                        children: [
                            { name: 'Idle', point: 0 },
                            { name: 'Hop', point: 1 }
                        ]
                    }
                },
                { name: 'Spin', speed: 1, loop: false },
                { name: ANIM_STATE_END }
            ],
            transitions: [
                { from: ANIM_STATE_START, to: 'Move' },
                {
                    from: 'Move',
                    to: 'Spin',
                    time: 0.15,
                    conditions: [{ parameterName: 'spin', predicate: ANIM_EQUAL_TO, value: true }]
                },
                { from: 'Spin', to: 'Move', time: 0.25, exitTime: 0.8 }
            ]
        }
    ],
    parameters: {
        speed: { name: 'speed', type: ANIM_PARAMETER_FLOAT, value: 0 },
        spin: { name: 'spin', type: ANIM_PARAMETER_TRIGGER, value: false }
    }
};

/**
 * Builds a blob whose animations are created in code and blended by an anim
 * state graph.
 *
 * @param {HTMLCanvasElement} canvas - The canvas to render into.
 * @returns {Application} The running application.
 */
export function main(canvas) {
    const app = new Application(canvas, {
        keyboard: new Keyboard(window),
        touch: new TouchDevice(canvas)
    });
    app.setCanvasFillMode(FILLMODE_NONE);
    app.setCanvasResolution(RESOLUTION_AUTO);

    /**
     * @param {number} r - Red, 0 to 1.
     * @param {number} g - Green, 0 to 1.
     * @param {number} b - Blue, 0 to 1.
     * @returns {StandardMaterial} A plain coloured material.
     */
    const createMaterial = (r, g, b) => {
        const material = new StandardMaterial();
        material.diffuse = new Color(r, g, b);
        material.update();
        return material;
    };

    const floor = new Entity('floor');
    floor.addComponent('render', { type: 'plane', material: createMaterial(0.4, 0.45, 0.5) });
    floor.setLocalScale(8, 1, 8);
    app.root.addChild(floor);

    const light = new Entity('light');
    light.addComponent('light', { type: 'directional', castShadows: true, shadowDistance: 15 });
    light.setEulerAngles(50, 30, 0);
    app.root.addChild(light);

    const camera = new Entity('camera');
    camera.addComponent('camera', { clearColor: new Color(0.12, 0.14, 0.18) });
    camera.setPosition(0, 2.5, 6);
    camera.lookAt(0, 1, 0);
    app.root.addChild(camera);

    // The anim component sits on the root; the tracks move its child "body".
    const blob = new Entity('blob');
    const body = new Entity('body');
    body.addComponent('render', { type: 'box', material: createMaterial(0.95, 0.5, 0.25) });
    blob.addChild(body);
    app.root.addChild(blob);

    blob.addComponent('anim', { activate: true });
    const anim = blob.anim;
    if (anim) {
        anim.loadStateGraph(STATE_GRAPH);
        const tracks = createBlobTracks('body');
        anim.assignAnimation('Move.Idle', tracks.idle);
        anim.assignAnimation('Move.Hop', tracks.hop);
        anim.assignAnimation('Spin', tracks.spin);
    }

    blob.addComponent('script');
    blob.script?.create(BlendInput);

    app.start();
    return app;
}
