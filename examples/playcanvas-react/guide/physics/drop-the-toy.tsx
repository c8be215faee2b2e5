import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { Entity as PcEntity } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Collision, Light, Render, RigidBody } from '@playcanvas/react/components';
import { useAppEvent, useMaterial, useModel, usePhysics } from '@playcanvas/react/hooks';

// pixel: 50% 90% ≈ #6e6e6e
// pixel: 5% 5% ≈ #20242c

function Floor() {
    const grey = useMaterial({ diffuse: '#000000', emissive: '#6e6e6e', useLighting: false });
    return (
        // Top face at y = 0. The collision box is not scaled with the entity: give its size.
        <Entity name="Floor" position={[0, -0.25, 0]} scale={[8, 0.5, 8]}>
            <Render type="box" material={grey} />
            <Collision type="box" halfExtents={[4, 0.25, 4]} />
            <RigidBody type="static" />
        </Entity>
    );
}

function FallingToy() {
    const { asset } = useModel('/models/toy.glb');
    const toy = useRef<PcEntity>(null);
    const simulated = useRef(0);

    // Count simulated time from the moment the body exists, then report where it rests
    useAppEvent('update', (dt: number) => {
        if (!toy.current?.rigidbody || simulated.current > 3) return;
        simulated.current += dt;
        if (simulated.current > 3) {
            console.log(Math.round(toy.current.getPosition().y * 10) / 10); // → 0
        }
    });

    if (!asset) return null;
    return (
        <Entity name="Toy" ref={toy} position={[0, 2.5, 0]} rotation={[0, 30, 0]}>
            <Render type="asset" asset={asset} />
            {/* The body of the toy: 1 × 0.6 × 1.4, its bottom at the entity's origin */}
            <Collision type="box" halfExtents={[0.5, 0.3, 0.7]} linearOffset={[0, 0.3, 0]} />
            <RigidBody type="dynamic" mass={2} friction={0.8} restitution={0.1} />
        </Entity>
    );
}

// Shows what usePhysics reports once Ammo is ready
function PhysicsStatus() {
    const { isPhysicsEnabled, isPhysicsLoaded, physicsError } = usePhysics();
    if (physicsError) console.error(physicsError);
    if (isPhysicsLoaded) console.log(isPhysicsEnabled, isPhysicsLoaded); // → true true
    return null;
}

function App() {
    return (
        <Application usePhysics>
            <Entity name="Camera" position={[0, 1.5, 5]} rotation={[-12, 0, 0]}>
                <Camera clearColor="#20242c" />
            </Entity>
            <Entity name="Sun" rotation={[50, 20, 0]}>
                <Light type="directional" />
            </Entity>
            <Floor />
            <FallingToy />
            <PhysicsStatus />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
