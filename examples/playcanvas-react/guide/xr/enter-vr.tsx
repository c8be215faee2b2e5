import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { XRSPACE_LOCALFLOOR, XRTYPE_VR } from 'playcanvas';
import type { Entity as PcEntity } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Render } from '@playcanvas/react/components';
import { useApp, useMaterial } from '@playcanvas/react/hooks';

// No headset here: the lamp stays grey and the button says so.
// pixel: 50% 50% ≈ #787878
// pixel: 50% 5% ≈ #14161a

type XrState = { supported: boolean; available: boolean; active: boolean };

// 0.11.5 leaves xrCompatible false unless told; a WebGL context for XR needs it
const deviceOptions = { xrCompatible: true };
// A constant array: <Entity> rewrites its transform only when it gets a new array
const eyeHeight: [number, number, number] = [0, 1.6, 0];

// Reads the engine's XR manager and reports its state to React
function XrWatcher({ onChange }: { onChange: (state: XrState) => void }) {
    const app = useApp();
    useEffect(() => {
        const xr = app.xr;
        if (!xr) return;
        const report = () =>
            onChange({ supported: xr.supported, available: xr.isAvailable(XRTYPE_VR), active: xr.active });
        console.log(`immersive-vr available: ${xr.isAvailable(XRTYPE_VR)}`); // → immersive-vr available: false
        report();
        xr.on('available', report);
        xr.on('start', report);
        xr.on('end', report);
        return () => {
            xr.off('available', report);
            xr.off('start', report);
            xr.off('end', report);
        };
    }, [app, onChange]);
    return null;
}

// Green when VR can start, grey when it cannot
function Lamp({ on }: { on: boolean }) {
    const material = useMaterial({ diffuse: '#000000', emissive: on ? '#3cc85a' : '#787878' });
    return (
        <Entity name="Lamp" position={[0, 1.6, -2]} scale={[0.8, 0.8, 0.8]}>
            <Render type="sphere" material={material} />
        </Entity>
    );
}

function App() {
    const camera = useRef<PcEntity>(null);
    const [xr, setXr] = useState<XrState>({ supported: false, available: false, active: false });
    const [error, setError] = useState<string | null>(null);

    const enterVr = () => {
        // Runs inside the click handler: browsers start sessions only on a user action
        camera.current?.camera?.startXr(XRTYPE_VR, XRSPACE_LOCALFLOOR, {
            callback: (err: Error | null) => setError(err ? err.message : null),
        });
    };
    const exitVr = () => camera.current?.camera?.endXr();

    let label = 'Enter VR';
    if (!xr.supported) label = 'WebXR not supported';
    else if (!xr.available) label = 'VR not available';
    else if (xr.active) label = 'Exit VR';

    return (
        <div style={{ position: 'relative', width: '100%', height: '100%' }}>
            <Application graphicsDeviceOptions={deviceOptions}>
                <XrWatcher onChange={setXr} />
                {/* The headset moves the camera inside the rig; move the rig to move the player */}
                <Entity name="Rig">
                    <Entity name="Camera" ref={camera} position={eyeHeight}>
                        <Camera clearColor="#14161a" />
                    </Entity>
                </Entity>
                <Lamp on={xr.available} />
            </Application>
            <button
                style={{ position: 'absolute', left: 16, bottom: 16 }}
                disabled={!xr.available}
                onClick={xr.active ? exitVr : enterVr}
            >
                {label}
            </button>
            {error && <p style={{ position: 'absolute', left: 16, top: 8, color: '#fff' }}>{error}</p>}
        </div>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
