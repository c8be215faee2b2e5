import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Render } from '@playcanvas/react/components';
import { useMaterial } from '@playcanvas/react/hooks';

// Emissive colours on a black diffuse look the same from every side.
// pixel: 50% 50% ≈ #3c64c8
// A click on the background hits no mesh, so nothing changes.
// click: 10% 10%
// pixel: 50% 50% ≈ #3c64c8
// click: 50% 50%
// pixel: 50% 50% ≈ #c83c3c
// click: 50% 50%
// pixel: 50% 50% ≈ #3c64c8

const colors = ['#3c64c8', '#c83c3c'];

function ClickableBox() {
    const [clicks, setClicks] = useState(0);
    const [hovered, setHovered] = useState(false);
    const blue = useMaterial({ diffuse: '#000000', emissive: colors[0] });
    const red = useMaterial({ diffuse: '#000000', emissive: colors[1] });

    return (
        <Entity
            name="Box"
            scale={hovered ? [1.6, 1.6, 1.6] : [1.5, 1.5, 1.5]}
            onClick={() => {
                const next = clicks + 1;
                console.log(`clicks: ${next}`); // → clicks: 1
                setClicks(next);
            }}
            onPointerOver={() => setHovered(true)}
            onPointerOut={() => setHovered(false)}
        >
            <Render type="box" material={clicks % 2 === 0 ? blue : red} />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0, 5]}>
                <Camera clearColor="#16181d" />
            </Entity>
            <ClickableBox />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
