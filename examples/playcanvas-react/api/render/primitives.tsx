import { createRoot } from 'react-dom/client';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Render } from '@playcanvas/react/components';
import { useMaterial } from '@playcanvas/react/hooks';

// pixel: 25% 50% ≈ #c83c3c
// pixel: 50% 50% ≈ #3cc83c
// pixel: 75% 50% ≈ #3c3cc8
// pixel: 50% 10% ≈ #101014

// An unlit-looking material: black diffuse, the colour as emissive
function useFlat(color: string) {
    return useMaterial({ diffuse: '#000000', emissive: color });
}

function Shapes() {
    const red = useFlat('#c83c3c');
    const green = useFlat('#3cc83c');
    const blue = useFlat('#3c3cc8');
    return (
        <>
            <Entity name="Box" position={[-2, 0, 0]}>
                <Render type="box" material={red} />
            </Entity>
            <Entity name="Sphere" position={[0, 0, 0]}>
                <Render type="sphere" material={green} />
            </Entity>
            <Entity name="Cylinder" position={[2, 0, 0]}>
                <Render type="cylinder" material={blue} castShadows={false} />
            </Entity>
        </>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0, 6]}>
                <Camera clearColor="#101014" />
            </Entity>
            <Shapes />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
