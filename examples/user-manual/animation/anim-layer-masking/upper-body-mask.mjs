import { AnimCurve, AnimData, AnimTrack, Entity, INTERPOLATION_LINEAR } from 'playcanvas';

// Robot ─┬─ Body ── Arm
//        └─ Leg
const robot = new Entity('Robot');
const body = new Entity('Body');
const arm = new Entity('Arm');
const leg = new Entity('Leg');
robot.addChild(body);
body.addChild(arm);
robot.addChild(leg);
app.root.addChild(robot);

/**
 * A one-second track that moves Arm and Leg from the origin to `to`.
 * @param {string} name
 * @param {number[]} to
 */
function moveLimbs(name, to) {
    const curves = [['Robot', 'Body', 'Arm'], ['Robot', 'Leg']].map((entityPath) =>
        new AnimCurve([{ entityPath, component: 'graph', propertyPath: ['localPosition'] }], 0, 0, INTERPOLATION_LINEAR));
    return new AnimTrack(name, 1, [new AnimData(1, [0, 1])], [new AnimData(3, [0, 0, 0, ...to])], curves);
}

const anim = robot.addComponent('anim', { activate: true });
if (anim) {
    // Base layer: Walk moves both limbs forward (x)
    anim.assignAnimation('Walk', moveLimbs('Walk', [1, 0, 0]));

    // Second layer: Wave moves both limbs up (y), but its mask admits Body and everything below it
    const upperBody = anim.addLayer('UpperBody');
    upperBody.mask = { 'Robot/Body': { children: true } };
    upperBody.assignAnimation('Wave', moveLimbs('Wave', [0, 2, 0]));

    let elapsed = 0;
    const handle = app.on('update', (dt) => {
        elapsed += dt;
        if (elapsed < 0.5) return;
        handle.off();
        const a = arm.getLocalPosition();
        const l = leg.getLocalPosition();
        console.log(`arm x ${a.x.toFixed(1)} y ${a.y.toFixed(1)}, leg x ${l.x.toFixed(1)} y ${l.y.toFixed(1)}`); // → arm x 0.0 y 1.0, leg x 0.5 y 0.0
    });
}
