import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { Entity as PcEntity } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Render } from '@playcanvas/react/components';
import { useApp, useAppEvent, useMaterial } from '@playcanvas/react/hooks';

// pixel: 50% 50% ≈ #3c78c8
// pixel: 5% 5% ≈ #181c24

// A custom event: the map types the handler, but see the log below
type TurntableEvents = { 'turntable:stopped': (angle: number) => void };

function Turntable() {
    const app = useApp();
    const box = useRef<PcEntity>(null);
    const angle = useRef(0);
    const material = useMaterial({ diffuse: '#000000', emissive: '#3c78c8' });

    // Turn at 90 degrees per second until 45 degrees, then announce it once
    useAppEvent('update', (dt) => {
        const entity = box.current;
        if (!entity || angle.current >= 45) return;
        angle.current = Math.min(45, angle.current + 90 * dt);
        entity.setLocalEulerAngles(0, angle.current, 0);
        if (angle.current === 45) {
            console.log(entity.getLocalEulerAngles().y.toFixed(1)); // → 45.0
            app.fire('turntable:stopped', angle.current);
        }
    });

    // 0.11.5 passes no arguments to handlers of events other than 'update'
    useAppEvent<TurntableEvents>('turntable:stopped', (value) => {
        console.log(String(value)); // → undefined
    });

    // No rotation prop: a re-render would set the rotation back to it
    return (
        <Entity name="Box" ref={box} scale={[1.5, 1.5, 1.5]}>
            <Render type="box" material={material} />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 1.5, 5]} rotation={[-15, 0, 0]}>
                <Camera clearColor="#181c24" />
            </Entity>
            <Turntable />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
