import { Application, Entity, NullGraphicsDevice, NullPhysicsWorld, Vec3 } from 'playcanvas';

/**
 * The smallest possible backend: NullPhysicsWorld does nothing, and this subclass
 * only reports what the engine asks of it. A real backend overrides every method
 * of PhysicsWorld and drives another physics engine from them.
 */
class ReportingWorld extends NullPhysicsWorld {
    shapes = [];

    createShape(desc) {
        this.shapes.push(desc.type);
        return super.createShape(desc);
    }

    step(dt, maxSubSteps, fixedTimeStep) {
        console.log(`step ${dt.toFixed(4)} s, at most ${maxSubSteps} substeps of ${fixedTimeStep.toFixed(4)} s`); // → step 0.0167 s, at most 10 substeps of 0.0167 s
        super.step(dt, maxSubSteps, fixedTimeStep);
    }
}

// The backend is chosen when the application is created (a second, headless one here)
const surface = { width: 1, height: 1 };
const device = new NullGraphicsDevice(/** @type {any} */ (surface));
const world = new ReportingWorld();
const sandbox = new Application(/** @type {any} */ (surface), { graphicsDevice: device, physicsWorld: world });
sandbox.start();
console.log(sandbox.systems.rigidbody?.physicsWorld === world); // → true

// The same components as always; the engine turns them into backend calls
const ball = new Entity('Ball', sandbox);
ball.setPosition(0, 5, 0);
ball.addComponent('collision', { type: 'sphere', radius: 0.5 });
ball.addComponent('rigidbody', { type: 'dynamic' });
sandbox.root.addChild(ball);
console.log(world.shapes.join()); // → sphere

// A backend that simulates nothing: the ball stays put and rays find nothing
sandbox.update(1 / 60);
const hit = sandbox.systems.rigidbody?.raycastFirst(new Vec3(0, 10, 0), new Vec3(0, -10, 0));
console.log(ball.getPosition().y, hit); // → 5 null
sandbox.destroy();
