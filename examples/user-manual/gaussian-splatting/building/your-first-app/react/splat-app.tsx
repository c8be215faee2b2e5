import { createRoot } from 'react-dom/client';
import { Application, Entity } from '@playcanvas/react';
import { Camera, GSplat, Script } from '@playcanvas/react/components';
import { useSplat } from '@playcanvas/react/hooks';
import { CameraControls } from 'playcanvas/scripts/esm/camera-controls.mjs';

// Loads a splat file and adds it to the scene once its data has arrived
function Splat({ src }: { src: string }) {
    const { asset, error } = useSplat(src);
    if (error || !asset) return null;

    // Half a turn around Z: splat files store Y pointing down by convention
    return (
        <Entity name="Splat" rotation={[0, 0, 180]}>
            {/* unified: 0.11.5 sets false unless told; the engine default is true */}
            <GSplat asset={asset} unified />
        </Entity>
    );
}

function SplatApp() {
    return (
        <Application graphicsDeviceOptions={{ antialias: false }}>
            <Entity name="Camera" position={[0, 0, 3]}>
                <Camera clearColor="#1a1a1f" />
                <Script script={CameraControls} />
            </Entity>
            <Splat src="./scene.sog" />
        </Application>
    );
}

const container = document.getElementById('root');
if (container) {
    createRoot(container).render(<SplatApp />);
}
