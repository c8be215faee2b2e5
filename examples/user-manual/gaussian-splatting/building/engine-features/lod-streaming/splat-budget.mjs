import { GSPLAT_BUDGET_LIMIT, GSPLAT_BUDGET_TARGET, platform } from 'playcanvas';

const gsplat = app.scene.gsplat;

// The defaults: a budget of one million splats, which the LOD raises detail to fill
console.log(gsplat.splatBudget, gsplat.splatBudgetMode === GSPLAT_BUDGET_TARGET); // → 1000000 true

// A smaller budget on phones and tablets
gsplat.splatBudget = platform.mobile ? 1500000 : 4000000;

// In limit mode the LOD distances decide the detail; the budget only caps it
gsplat.splatBudgetMode = GSPLAT_BUDGET_LIMIT;

// An unknown mode is ignored
gsplat.splatBudgetMode = 'everything';
console.log(gsplat.splatBudget, gsplat.splatBudgetMode); // → 4000000 limit

// When LOD is evaluated again (camera moved 1 unit, turned 90°), the penalty for what is
// behind the camera, and the frames unused data is kept before it is unloaded
console.log(gsplat.lodUpdateDistance, gsplat.lodUpdateAngle, gsplat.lodBehindPenalty, gsplat.cooldownTicks); // → 1 90 1.5 100
gsplat.lodUpdateDistance = 0.5;

// While a finer level is still downloading, show up to 2 coarser levels that are already loaded
console.log(gsplat.lodUnderfillLimit); // → 0
gsplat.lodUnderfillLimit = 2;
