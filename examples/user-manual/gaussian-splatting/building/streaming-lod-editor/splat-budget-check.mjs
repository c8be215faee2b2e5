import { SplatBudget } from './splat-budget.mjs';

// The engine's default budget, before the script runs
console.log(app.scene.gsplat.splatBudget); // → 1000000

entity.addComponent('script');
entity.script?.create(SplatBudget);

// Node is not a mobile platform, so the desktop value applies
console.log(app.scene.gsplat.splatBudget); // → 3000000
