import {
    BODYGROUP_DEFAULT, BODYGROUP_USER_1, BODYGROUP_USER_2, BODYMASK_ALL, BoxGeometry, Entity, GraphNode, Mesh,
    MeshInstance, Model, StandardMaterial, Vec3
} from 'playcanvas';

const physics = app.systems.rigidbody;

/** A static 1 m box centred at height y, in collision group `group`. */
function addWall(name, y, group) {
    const wall = new Entity(name);
    wall.setPosition(0, y, 0);
    wall.addComponent('collision', { type: 'box', halfExtents: [0.5, 0.5, 0.5] });
    wall.addComponent('rigidbody', { type: 'static' });
    app.root.addChild(wall);
    if (wall.rigidbody && group) wall.rigidbody.group = group;
    return wall;
}
addWall('Glass', 4, BODYGROUP_USER_1);
const stone = addWall('Stone', 2, null);

const start = new Vec3(0, 10, 0);
const end = new Vec3(0, 0, 0);
const name = (hit) => hit?.entity.name ?? 'nothing';

if (physics && stone.rigidbody) {
    // filterCollisionMask: hit only bodies whose group is in the mask
    const throughGlass = physics.raycastFirst(start, end, { filterCollisionMask: BODYMASK_ALL ^ BODYGROUP_USER_1 });
    console.log(name(throughGlass)); // → Stone

    // filterCollisionGroup: the ray's own group; a body is hit only if its mask contains it
    stone.rigidbody.mask = BODYMASK_ALL ^ BODYGROUP_USER_2;
    const ghostRay = physics.raycastFirst(new Vec3(0, 3, 0), end, { filterCollisionGroup: BODYGROUP_USER_2 });
    console.log(name(ghostRay)); // → nothing

    // A ray without filterCollisionGroup is in group 1 (BODYGROUP_DEFAULT):
    // it hits the stone while the stone's mask has that bit, and misses it without
    console.log(name(physics.raycastFirst(new Vec3(0, 3, 0), end))); // → Stone
    stone.rigidbody.mask = BODYMASK_ALL ^ BODYGROUP_DEFAULT;
    console.log(name(physics.raycastFirst(new Vec3(0, 3, 0), end))); // → nothing
}

// A closed 2 m mesh collider, built from a box mesh
const mesh = Mesh.fromGeometry(app.graphicsDevice, new BoxGeometry());
const model = new Model();
model.graph = new GraphNode('Rock');
model.meshInstances = [new MeshInstance(mesh, new StandardMaterial(), model.graph)];
const rock = new Entity('Rock');
rock.setPosition(10, 0, 0);
rock.setLocalScale(2, 2, 2);
rock.addComponent('collision', { type: 'mesh', model });
rock.addComponent('rigidbody', { type: 'static' });
app.root.addChild(rock);

if (physics) {
    // Through the mesh: the top face going in and the bottom face going out
    const a = new Vec3(10.3, 5, 0.2);
    const b = new Vec3(10.3, -5, 0.2);
    console.log(physics.raycastAll(a, b).length, physics.raycastAll(a, b, { hitBackFaces: false }).length); // → 2 1

    // From inside the mesh: only the back face of the bottom is there to hit
    const inside = new Vec3(10.3, 0, 0.2);
    const back = physics.raycastFirst(inside, b);
    console.log(back?.normal.toString(), physics.raycastFirst(inside, b, { hitBackFaces: false })); // → [0, 1, 0] null
}
