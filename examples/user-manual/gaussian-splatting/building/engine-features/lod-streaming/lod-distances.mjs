import { Entity } from 'playcanvas';

/**
 * The distance at which each LOD level starts, as the component's settings ask for it:
 * level 0 up to lodBaseDistance, then each level lodMultiplier times further than the last.
 * Distances are to the nearest point of each octree node, for a 45° vertical field of view.
 */
function lodStartDistances(gsplat, levels) {
    const starts = [0];
    for (let level = 1; level < levels; level++) {
        starts.push(gsplat.lodBaseDistance * gsplat.lodMultiplier ** (level - 1));
    }
    return starts;
}

const city = new Entity('City');
city.addComponent('gsplat');
app.root.addChild(city);
const gsplat = city.gsplat;
if (gsplat) {
    // The defaults: 5 and 3
    console.log(gsplat.lodBaseDistance, gsplat.lodMultiplier); // → 5 3
    console.log(lodStartDistances(gsplat, 5).join(' ')); // → 0 5 15 45 135

    // Keep full detail further out, and make the levels change faster after that
    gsplat.lodBaseDistance = 12;
    gsplat.lodMultiplier = 2;
    console.log(lodStartDistances(gsplat, 5).join(' ')); // → 0 12 24 48 96

    // Values below the minimums are raised to them
    gsplat.lodBaseDistance = 0;
    gsplat.lodMultiplier = 1;
    console.log(gsplat.lodBaseDistance, gsplat.lodMultiplier); // → 0.1 1.2

    // Leftovers of older versions accept a value but do nothing in 2.23.3
    gsplat.lodDistances = [10, 20, 40];
    gsplat.splatBudget = 500000;
    console.log(gsplat.lodDistances.length, gsplat.splatBudget); // → 0 0
}

// The same for the scene-wide LOD range: set lodRangeMin / lodRangeMax on each component instead
app.scene.gsplat.lodRangeMin = 1;
console.log(app.scene.gsplat.lodRangeMin, app.scene.gsplat.lodRangeMax); // → 0 99
