import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Entity as PcEntity } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Render } from '@playcanvas/react/components';
import { useAppEvent, useMaterial } from '@playcanvas/react/hooks';

// The box turns every frame; a click swaps its colour without stopping the turn.
// pixel: 50% 50% ≈ #3c64c8
// click: 50% 50%
// pixel: 50% 50% ≈ #c83c3c

// A constant array: <Entity> rewrites position, rotation and scale when any of them is a new array
const boxScale: [number, number, number] = [1.5, 1.5, 1.5];

function SpinningBox() {
    const box = useRef<PcEntity>(null);
    // React state: what the box looks like
    const [red, setRed] = useState(false);
    const material = useMaterial({ diffuse: '#000000', emissive: red ? '#c83c3c' : '#3c64c8' });

    // Engine side: the turn, written to the entity each frame, not kept in state
    useAppEvent('update', (dt) => {
        box.current?.rotate(0, 45 * dt, 0);
    });

    // After the re-render a click causes, the box is still turned
    useEffect(() => {
        if (!red || !box.current) return;
        const q = box.current.getLocalRotation();
        console.log(`still turned: ${Math.abs(q.w) < 0.9999}`); // → still turned: true
    }, [red]);

    return (
        <Entity ref={box} name="Box" scale={boxScale} onClick={() => setRed((r) => !r)}>
            <Render type="box" material={material} />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 1.5, 5]} rotation={[-15, 0, 0]}>
                <Camera clearColor="#16181d" />
            </Entity>
            <SpinningBox />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
