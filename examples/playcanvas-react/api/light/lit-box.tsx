import { createRoot } from 'react-dom/client';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Light, Render } from '@playcanvas/react/components';
import { useMaterial } from '@playcanvas/react/hooks';

// The box face that meets the light head-on shows the diffuse colour itself.
// pixel: 50% 50% ≈ #c83c3c
// pixel: 5% 5% ≈ #1a1a1f

function RedBox() {
    // Specular is black by default, so the face is plain diffuse
    const material = useMaterial({ diffuse: '#c83c3c' });
    return (
        <Entity name="Box" scale={[1.5, 1.5, 1.5]}>
            <Render type="box" material={material} />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0, 4]}>
                <Camera clearColor="#1a1a1f" />
            </Entity>
            {/* A directional light shines along its entity's -Y; 90° about X turns that to -Z */}
            <Entity name="Sun" rotation={[90, 0, 0]}>
                <Light type="directional" color="white" intensity={1} />
            </Entity>
            <RedBox />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
