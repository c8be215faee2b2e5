import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Entity as PcEntity } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Render } from '@playcanvas/react/components';
import { useMaterial } from '@playcanvas/react/hooks';

// pixel: 50% 50% ≈ #d23c3c
// pixel: 69% 50% ≈ #3c78d2
// click: 50% 50%
// pixel: 69% 50% ≈ #20242c
// pixel: 50% 20% ≈ #3c78d2

function Scene() {
    const moon = useRef<PcEntity>(null);
    const [up, setUp] = useState(false);
    const red = useMaterial({ diffuse: '#000000', emissive: '#d23c3c', useLighting: false });
    const blue = useMaterial({ diffuse: '#000000', emissive: '#3c78d2', useLighting: false });

    // The ref is the engine's Entity: read world values from it
    useEffect(() => {
        const entity = moon.current;
        if (!entity) return;
        console.log(entity.name, entity.parent?.name); // → Moon Planet
        console.log(entity.getPosition().toString()); // → [2, 0, 0]
    }, []);

    return (
        // A click on the red box turns the planet: its child moves with it
        <Entity name="Planet" rotation={[0, 0, up ? 90 : 0]} onClick={() => setUp((u) => !u)}>
            <Render type="box" material={red} />
            <Entity name="Moon" ref={moon} position={[2, 0, 0]} scale={[0.6, 0.6, 0.6]}>
                <Render type="sphere" material={blue} />
            </Entity>
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0, 8]}>
                <Camera clearColor="#20242c" />
            </Entity>
            <Scene />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
