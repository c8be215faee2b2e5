import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { Entity as PcEntity } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Collision, Render, RigidBody } from '@playcanvas/react/components';
import { useAppEvent, useMaterial, usePhysics } from '@playcanvas/react/hooks';

// pixel: 50% 50% ≈ #3cb45a
// pixel: 5% 5% ≈ #17191e

// A lamp: amber while Ammo loads, green once physics is ready, red on an error
function PhysicsLamp() {
    const { isPhysicsEnabled, isPhysicsLoaded, physicsError } = usePhysics();
    console.log(`enabled: ${isPhysicsEnabled}, loaded: ${isPhysicsLoaded}`); // → enabled: true, loaded: false
    const lamp = useRef<PcEntity>(null);
    const reported = useRef(false);
    const color = physicsError ? '#c83c3c' : isPhysicsLoaded ? '#3cb45a' : '#d2a03c';
    const material = useMaterial({ diffuse: '#000000', emissive: color });

    // <RigidBody> adds its component only after the library has loaded
    useAppEvent('update', () => {
        const body = lamp.current?.rigidbody;
        if (!body || reported.current) return;
        reported.current = true;
        console.log(body.type); // → static
    });

    return (
        <Entity name="Lamp" ref={lamp} scale={[1.5, 1.5, 1.5]}>
            <Render type="box" material={material} />
            <Collision type="box" halfExtents={[0.75, 0.75, 0.75]} />
            <RigidBody type="static" />
        </Entity>
    );
}

// Outside <Application> the hook returns the context's defaults and does not throw
function OutsideApplication() {
    const { isPhysicsEnabled, isPhysicsLoaded } = usePhysics();
    console.log(`outside: ${isPhysicsEnabled}, ${isPhysicsLoaded}`); // → outside: false, false
    return null;
}

function App() {
    return (
        <>
            <OutsideApplication />
            <Application usePhysics>
                <Entity name="Camera" position={[0, 0, 5]}>
                    <Camera clearColor="#17191e" />
                </Entity>
                <PhysicsLamp />
            </Application>
        </>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
