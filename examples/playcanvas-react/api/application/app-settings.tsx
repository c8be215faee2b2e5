import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { DEVICETYPE_WEBGL2, FILLMODE_NONE, RESOLUTION_AUTO, type Entity as PcEntity } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Render } from '@playcanvas/react/components';
import { useApp, useAppEvent, useMaterial } from '@playcanvas/react/hooks';

// pixel: 50% 50% ≈ #e6a03c
// pixel: 5% 5% ≈ #1e2a3a

// Children render only once the application exists, so useApp() is never null here
function Inspect() {
    const app = useApp();
    useEffect(() => {
        console.log(app.graphicsDevice.deviceType); // → webgl2
        console.log(app.timeScale, app.maxDeltaTime); // → 0.5 0.05
        console.log(app.mouse !== null, app.keyboard); // → true null
    }, [app]);
    return null;
}

function SlowSpinner() {
    const orange = useMaterial({ diffuse: '#000000', emissive: '#e6a03c', useLighting: false });
    const box = useRef<PcEntity>(null);
    // dt is already scaled by timeScale: 45 degrees per second becomes 22.5
    useAppEvent('update', (dt: number) => {
        box.current?.rotate(0, 45 * dt, 0);
    });
    return (
        <Entity name="Box" ref={box} rotation={[20, 30, 0]}>
            <Render type="box" material={orange} />
        </Entity>
    );
}

function App() {
    return (
        // A parent with a size: the canvas is 100% × 100% of it
        <div style={{ width: '100%', height: '100%' }}>
            <Application
                deviceTypes={[DEVICETYPE_WEBGL2]}
                graphicsDeviceOptions={{ antialias: false }}
                fillMode={FILLMODE_NONE}
                resolutionMode={RESOLUTION_AUTO}
                timeScale={0.5}
                maxDeltaTime={0.05}
                className="scene-canvas"
            >
                <Entity name="Camera" position={[0, 0, 4]}>
                    <Camera clearColor="#1e2a3a" />
                </Entity>
                <SlowSpinner />
                <Inspect />
            </Application>
        </div>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
