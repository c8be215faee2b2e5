// Fixture of scripts/check-react-samples.ts (not a page's sample): <Application usePhysics> loads Ammo
// from the sync-ammo chunk the check serves, and a static body renders.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Collision, Render, RigidBody } from '@playcanvas/react/components';
import { useApp, useMaterial, usePhysics } from '@playcanvas/react/hooks';

function Report() {
    const app = useApp();
    const { isPhysicsLoaded } = usePhysics();
    useEffect(() => {
        if (isPhysicsLoaded) console.log('physics', typeof (globalThis as { Ammo?: unknown }).Ammo, app.systems.rigidbody?.gravity.toString()); // → physics object [0, -9.81, 0]
    }, [isPhysicsLoaded, app]);
    return null;
}

function App() {
    const red = useMaterial({ emissive: '#d04040', diffuse: '#000000', useLighting: false });
    return (
        <Entity name="Ground" position={[0, -1, 0]} scale={[4, 0.5, 4]}>
            <Render type="box" material={red} />
            <RigidBody type="static" />
            <Collision type="box" />
        </Entity>
    );
}

createRoot(document.getElementById('root')!).render(
    <Application usePhysics>
        <Entity position={[0, 0, 5]}><Camera clearColor="#102030" /></Entity>
        <App />
        <Report />
    </Application>,
);
// pixel: 50% 80% ≈ #d04040
// pixel: 50% 10% ≈ #102030
