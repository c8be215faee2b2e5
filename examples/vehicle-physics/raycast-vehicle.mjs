import {
    KEY_A,
    KEY_D,
    KEY_DOWN,
    KEY_LEFT,
    KEY_R,
    KEY_RIGHT,
    KEY_S,
    KEY_SPACE,
    KEY_UP,
    KEY_W,
    Quat,
    Script,
    Vec3,
    math
} from 'playcanvas';

/** @import { Entity } from 'playcanvas' */

// Bullet's activation state that keeps a body from ever going to sleep.
const DISABLE_DEACTIVATION = 4;

/**
 * Turns the entity's dynamic rigid body into a car with Bullet's
 * btRaycastVehicle: each wheel is a ray with a spring, not a physics body.
 * The car's forward axis is +Z and its up axis is +Y.
 * W/S or Up/Down drive and reverse, A/D or Left/Right steer, Space brakes,
 * R puts the car back on its wheels.
 */
export class RaycastVehicle extends Script {
    static scriptName = 'raycastVehicle';

    /**
     * Wheel entities, children of this entity. Their local positions are
     * where the suspension is attached; wheels with z > 0 steer.
     *
     * @attribute
     * @type {Entity[]}
     */
    wheels = [];

    /** @attribute */
    wheelRadius = 0.4;

    /**
     * Length of the suspension spring at rest, in metres.
     *
     * @attribute
     */
    suspensionRestLength = 0.3;

    /** @attribute */
    suspensionStiffness = 30;

    /** @attribute */
    dampingCompression = 4.4;

    /** @attribute */
    dampingRelaxation = 2.3;

    /**
     * Grip of the tyres; higher values slide less.
     *
     * @attribute
     */
    frictionSlip = 1000;

    /**
     * How much sideways wheel forces roll the body; lower is more stable.
     *
     * @attribute
     */
    rollInfluence = 0.2;

    /**
     * Engine force applied to each rear wheel, in newtons.
     *
     * @attribute
     */
    engineForce = 2000;

    /** @attribute */
    brakeForce = 60;

    /**
     * Largest steering angle in radians.
     *
     * @attribute
     */
    maxSteering = 0.5;

    /**
     * Steering change per second, in radians.
     *
     * @attribute
     */
    steeringSpeed = 2;

    /** @type {any} */
    vehicle = null;

    /**
     * The native body the vehicle was built on. The engine replaces the body
     * when the collision shape changes (for example when compound children
     * are added), and then the vehicle has to be built again.
     *
     * @type {any}
     */
    chassisBody = null;

    /** @type {(() => void) | null} */
    destroyVehicle = null;

    steering = 0;

    rotation = new Quat();

    initialize() {
        this.on('destroy', () => this.destroyVehicle?.());
    }

    /**
     * Builds the Bullet vehicle on the entity's current rigid body, or rebuilds
     * it when the body has been replaced since.
     *
     * @returns {any} The btRaycastVehicle, or null when it cannot be built.
     */
    ensureVehicle() {
        const body = this.entity.rigidbody?.body;
        if (body && body === this.chassisBody) return this.vehicle;

        this.destroyVehicle?.();
        /** @type {any} */
        const Ammo = Reflect.get(globalThis, 'Ammo');
        const world = this.app.systems.rigidbody?.dynamicsWorld;
        if (!Ammo || !world || !body) return null;

        // A car that stops must not fall asleep, or it would ignore the engine.
        body.setActivationState(DISABLE_DEACTIVATION);

        const tuning = new Ammo.btVehicleTuning();
        const raycaster = new Ammo.btDefaultVehicleRaycaster(world);
        const vehicle = new Ammo.btRaycastVehicle(tuning, body, raycaster);
        // Axis indices for right (x), up (y) and forward (z).
        vehicle.setCoordinateSystem(0, 1, 2);

        const connection = new Ammo.btVector3(0, 0, 0);
        const down = new Ammo.btVector3(0, -1, 0);
        const axle = new Ammo.btVector3(-1, 0, 0);
        for (const wheel of this.wheels) {
            const p = wheel.getLocalPosition();
            connection.setValue(p.x, p.y, p.z);
            const info = vehicle.addWheel(
                connection, down, axle, this.suspensionRestLength, this.wheelRadius, tuning, p.z > 0
            );
            info.set_m_suspensionStiffness(this.suspensionStiffness);
            info.set_m_wheelsDampingCompression(this.dampingCompression);
            info.set_m_wheelsDampingRelaxation(this.dampingRelaxation);
            info.set_m_frictionSlip(this.frictionSlip);
            info.set_m_rollInfluence(this.rollInfluence);
        }
        // addWheel copies the vectors, so they can be freed now.
        Ammo.destroy(connection);
        Ammo.destroy(down);
        Ammo.destroy(axle);

        // The world now updates the vehicle in every physics step.
        world.addAction(vehicle);

        this.vehicle = vehicle;
        this.chassisBody = body;
        this.destroyVehicle = () => {
            world.removeAction(vehicle);
            Ammo.destroy(vehicle);
            Ammo.destroy(raycaster);
            Ammo.destroy(tuning);
            this.vehicle = null;
            this.chassisBody = null;
            this.destroyVehicle = null;
        };
        return vehicle;
    }

    /** @param {number} dt - Seconds since the last frame. */
    update(dt) {
        const keyboard = this.app.keyboard;
        const vehicle = this.ensureVehicle();
        if (!keyboard || !vehicle) return;

        if (keyboard.wasPressed(KEY_R)) {
            this.resetPose();
        }

        const forward = keyboard.isPressed(KEY_W) || keyboard.isPressed(KEY_UP);
        const backward = keyboard.isPressed(KEY_S) || keyboard.isPressed(KEY_DOWN);
        const left = keyboard.isPressed(KEY_A) || keyboard.isPressed(KEY_LEFT);
        const right = keyboard.isPressed(KEY_D) || keyboard.isPressed(KEY_RIGHT);
        const brake = keyboard.isPressed(KEY_SPACE);

        // Move the steering towards its target instead of snapping to it.
        const targetSteering = (left ? this.maxSteering : 0) - (right ? this.maxSteering : 0);
        const maxChange = this.steeringSpeed * dt;
        this.steering += math.clamp(targetSteering - this.steering, -maxChange, maxChange);

        const throttle = (forward ? 1 : 0) - (backward ? 1 : 0);
        for (let i = 0; i < this.wheels.length; i++) {
            const isFront = this.wheels[i].getLocalPosition().z > 0;
            if (isFront) {
                vehicle.setSteeringValue(this.steering, i);
            } else {
                // Rear-wheel drive.
                vehicle.applyEngineForce(throttle * this.engineForce, i);
            }
            vehicle.setBrake(brake ? this.brakeForce : 0, i);
        }
    }

    // Runs after the physics step: copy the wheel transforms to the wheel entities.
    postUpdate() {
        const vehicle = this.vehicle;
        if (!vehicle) return;

        for (let i = 0; i < this.wheels.length; i++) {
            // true: use the interpolated chassis transform, which matches the rendered one.
            vehicle.updateWheelTransform(i, true);
            const transform = vehicle.getWheelTransformWS(i);
            const origin = transform.getOrigin();
            const rotation = transform.getRotation();
            this.rotation.set(rotation.x(), rotation.y(), rotation.z(), rotation.w());
            this.wheels[i].setPosition(origin.x(), origin.y(), origin.z());
            this.wheels[i].setRotation(this.rotation);
        }
    }

    /** Lifts the car a little and puts it back on its wheels, keeping its heading. */
    resetPose() {
        const rigidbody = this.entity.rigidbody;
        if (!rigidbody) return;

        // Heading from the car's forward axis (+Z) projected onto the ground.
        const forward = this.entity.getWorldTransform().getZ(new Vec3());
        const heading = Math.atan2(forward.x, forward.z) * math.RAD_TO_DEG;
        const position = this.entity.getPosition().clone();
        position.y += 1;

        rigidbody.teleport(position, new Vec3(0, heading, 0));
        rigidbody.linearVelocity = Vec3.ZERO;
        rigidbody.angularVelocity = Vec3.ZERO;
        this.steering = 0;
    }
}
