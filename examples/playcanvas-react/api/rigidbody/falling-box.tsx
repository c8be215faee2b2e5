import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { Entity as PcEntity } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Collision, Render, RigidBody } from '@playcanvas/react/components';
import { useAppEvent, useMaterial } from '@playcanvas/react/hooks';

// pixel: 50% 85% ≈ #7a7a7a
// pixel: 50% 5% ≈ #1a1a1f

function Scene() {
    const box = useRef<PcEntity>(null);
    const simulated = useRef(0);
    const floorMaterial = useMaterial({ diffuse: '#000000', emissive: '#7a7a7a' });
    const boxMaterial = useMaterial({ diffuse: '#000000', emissive: '#c83c3c' });

    // Count time only once the body exists (Ammo loads asynchronously), then report once
    useAppEvent('update', (dt: number) => {
        const entity = box.current;
        if (!entity?.rigidbody || simulated.current > 2) return;
        simulated.current += dt;
        if (simulated.current > 2) {
            console.log(entity.getPosition().y.toFixed(1)); // → 0.5
        }
    });

    return (
        <>
            {/* Static floor: 20 × 1 × 20, top face at y = 0 */}
            <Entity name="Floor" position={[0, -0.5, 0]} scale={[20, 1, 20]}>
                <Render type="box" material={floorMaterial} />
                <Collision type="box" halfExtents={[10, 0.5, 10]} />
                <RigidBody type="static" />
            </Entity>
            {/* Dynamic box dropped from y = 3 */}
            <Entity name="Box" ref={box} position={[0, 3, 0]}>
                <Render type="box" material={boxMaterial} />
                <Collision type="box" halfExtents={[0.5, 0.5, 0.5]} />
                <RigidBody type="dynamic" mass={1} restitution={0} />
            </Entity>
        </>
    );
}

function App() {
    return (
        <Application usePhysics>
            <Entity name="Camera" position={[0, 2, 8]} rotation={[-10, 0, 0]}>
                <Camera clearColor="#1a1a1f" />
            </Entity>
            <Scene />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
