import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Script as PcScript } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Render, Script } from '@playcanvas/react/components';
import { useMaterial } from '@playcanvas/react/hooks';

// pixel: 50% 50% ≈ #3c3cc8
// pixel: 5% 5% ≈ #101014

// scriptName matches the lower-camel-case class name, which <Script> uses on unmount
class Spinner extends PcScript {
    static scriptName = 'spinner';

    // Degrees per second; <Script speed={…}> overrides it before initialize()
    speed = 30;

    initialize() {
        console.log(`speed ${this.speed}`); // → speed 90
    }

    update(dt: number) {
        this.entity.rotate(0, this.speed * dt, 0);
    }
}

// Hooks that use the application (useMaterial) must run inside <Application>
function SpinningBox() {
    const [speed] = useState(90);
    const material = useMaterial({ diffuse: '#000000', emissive: '#3c3cc8' });
    return (
        <Entity name="Box">
            <Render type="box" material={material} />
            <Script script={Spinner} speed={speed} />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0, 4]}>
                <Camera clearColor="#101014" />
            </Entity>
            <SpinningBox />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
