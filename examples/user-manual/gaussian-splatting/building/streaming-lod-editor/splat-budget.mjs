import { Script, platform } from 'playcanvas';

// Sets the scene-wide splat budget that LOD streaming fills, with a lower value on phones
export class SplatBudget extends Script {
    static scriptName = 'splatBudget';

    /** @attribute */
    desktopBudget = 3000000;

    /** @attribute */
    mobileBudget = 1000000;

    initialize() {
        this.app.scene.gsplat.splatBudget = platform.mobile ? this.mobileBudget : this.desktopBudget;
    }
}
