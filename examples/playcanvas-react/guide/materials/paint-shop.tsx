import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BLEND_NORMAL } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Light, Render } from '@playcanvas/react/components';
import { useMaterial } from '@playcanvas/react/hooks';

// pixel: 50% 50% ≈ #d23c3c
// pixel: 5% 5% ≈ #20242c
// click: 50% 50%
// pixel: 50% 50% ≈ #3c78d2

const colours = ['#d23c3c', '#3c78d2'];

function Swatches() {
    const [index, setIndex] = useState(0);

    // Unlit: the emissive colour is what the camera sees. A click changes the prop,
    // and the same material instance is updated.
    const flat = useMaterial({ diffuse: '#000000', emissive: colours[index], useLighting: false });
    // Lit by the scene: a diffuse colour and how rough the surface is
    const matte = useMaterial({ diffuse: '#e0b040', gloss: 0.2 });
    // Metal: reflects its own colour
    const metal = useMaterial({ diffuse: '#c8c8d2', useMetalness: true, metalness: 1, gloss: 0.8 });
    // Half transparent: opacity needs a blend type
    const glass = useMaterial({ diffuse: '#80c0ff', opacity: 0.4, blendType: BLEND_NORMAL, depthWrite: false });

    return (
        <>
            <Entity name="Flat" onClick={() => setIndex((i) => (i + 1) % colours.length)}>
                <Render type="box" material={flat} />
            </Entity>
            <Entity name="Matte" position={[-1.6, 0, 0]}>
                <Render type="sphere" material={matte} />
            </Entity>
            <Entity name="Metal" position={[1.6, 0, 0]}>
                <Render type="sphere" material={metal} />
            </Entity>
            <Entity name="Glass" position={[0, -0.45, 1.2]} scale={[3.6, 0.3, 0.05]}>
                <Render type="box" material={glass} />
            </Entity>
        </>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0, 5]}>
                <Camera clearColor="#20242c" />
            </Entity>
            <Entity name="Sun" rotation={[45, 30, 0]}>
                <Light type="directional" />
            </Entity>
            <Swatches />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
