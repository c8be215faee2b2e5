import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { StandardMaterial } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Render } from '@playcanvas/react/components';
import { useMaterial } from '@playcanvas/react/hooks';

// pixel: 50% 50% ≈ #c83c3c
// click: 50% 50%
// pixel: 50% 50% ≈ #3cb45a
// pixel: 5% 5% ≈ #14161a

function Swatch() {
    const [done, setDone] = useState(false);
    // One material for the component's lifetime; its properties follow the props
    const material = useMaterial({
        diffuse: '#000000',
        emissive: done ? '#3cb45a' : '#c83c3c',
    });
    const first = useRef<StandardMaterial>(material);

    // Runs after the re-render that the click caused
    useEffect(() => {
        if (!done) return;
        console.log(material === first.current); // → true
        console.log(material.emissive.toString(false)); // → #3cb45a
    }, [done, material]);

    return (
        <Entity
            name="Swatch"
            scale={[2, 2, 2]}
            onClick={() => {
                setDone(true);
                // The state change has not rendered yet
                console.log(material.emissive.toString(false)); // → #c83c3c
            }}
        >
            <Render type="box" material={material} />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0, 5]}>
                <Camera clearColor="#14161a" />
            </Entity>
            <Swatch />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
