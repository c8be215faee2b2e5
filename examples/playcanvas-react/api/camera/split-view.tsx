import { createRoot } from 'react-dom/client';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Render } from '@playcanvas/react/components';
import { useMaterial } from '@playcanvas/react/hooks';

// Left half: front camera; right half: side camera. Each clears to its own colour.
// pixel: 5% 50% ≈ #203040
// pixel: 95% 50% ≈ #402020
// pixel: 25% 50% ≈ #ffffff
// pixel: 75% 50% ≈ #ffffff

function Ball() {
    // Emissive white on black diffuse: the same white with or without lights
    const material = useMaterial({ diffuse: '#000000', emissive: '#ffffff' });
    return (
        <Entity name="Ball">
            <Render type="sphere" material={material} />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            {/* rect is [x, y, width, height] in fractions of the canvas, from the bottom left */}
            <Entity name="Front" position={[0, 0, 5]}>
                <Camera clearColor="#203040" rect={[0, 0, 0.5, 1]} />
            </Entity>
            <Entity name="Side" position={[5, 0, 0]} rotation={[0, 90, 0]}>
                <Camera clearColor="#402020" rect={[0.5, 0, 0.5, 1]} priority={1} />
            </Entity>
            <Ball />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
