import { createRoot } from 'react-dom/client';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Light, Render } from '@playcanvas/react/components';
import { useMaterial } from '@playcanvas/react/hooks';

// The light shines along -Z, straight at the faces the camera sees,
// so the box face and the middle of the sphere show their diffuse colours.
// pixel: 30% 50% ≈ #d23c3c
// pixel: 70% 50% ≈ #3c78d2
// pixel: 50% 8% ≈ #20242a

function Shapes() {
    const red = useMaterial({ diffuse: '#d23c3c' });
    const blue = useMaterial({ diffuse: '#3c78d2' });
    return (
        <>
            <Entity name="Box" position={[-1.2, 0, 0]}>
                <Render type="box" material={red} />
            </Entity>
            <Entity name="Ball" position={[1.2, 0, 0]} scale={[1.2, 1.2, 1.2]}>
                <Render type="sphere" material={blue} />
            </Entity>
        </>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0, 5]}>
                <Camera clearColor="#20242a" />
            </Entity>
            {/* A directional light points down its entity's -Y; 90° about X turns it to -Z */}
            <Entity name="Sun" rotation={[90, 0, 0]}>
                <Light type="directional" />
            </Entity>
            <Shapes />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
