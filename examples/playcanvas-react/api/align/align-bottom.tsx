import { createRoot } from 'react-dom/client';
import { Application, Entity } from '@playcanvas/react';
import { Align, Camera, Render } from '@playcanvas/react/components';
import { useRef } from 'react';
import { useAppEvent, useMaterial, useParent } from '@playcanvas/react/hooks';

// The camera looks level at y = 0.9: only a box lifted onto y = 0 reaches that line.
// pixel: 50% 50% ≈ #c8a03c
// pixel: 50% 5% ≈ #101014

// Logs the offset <Align> gave its entity, once, a few frames in
function ReportOffset() {
    const aligned = useParent();
    const frames = useRef(0);
    useAppEvent('update', () => {
        frames.current += 1;
        if (frames.current === 10) {
            console.log(aligned.getLocalPosition().y.toFixed(2)); // → 0.50
        }
    });
    return null;
}

// Hooks that use the application (useMaterial) must run inside <Application>
function Crate() {
    const material = useMaterial({ diffuse: '#000000', emissive: '#c8a03c' });
    return (
        <Entity name="Crate">
            <Render type="box" material={material} />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0.9, 4]}>
                <Camera clearColor="#101014" />
            </Entity>
            {/* bottom: the bounds' lowest point goes to the parent's origin */}
            <Align bottom>
                <Crate />
                <ReportOffset />
            </Align>
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
