import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { ContainerResource } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Light, Render } from '@playcanvas/react/components';
import { useApp, useMaterial, useModel } from '@playcanvas/react/hooks';

// Shows a grey box while the model loads, a magenta box if it fails, then the model.
function Toy({ position }: { position: [number, number, number] }) {
    const { asset, loading, error } = useModel('/models/toy.glb');
    const grey = useMaterial({ diffuse: '#000000', emissive: '#808080', useLighting: false });
    const magenta = useMaterial({ diffuse: '#000000', emissive: '#ff00ff', useLighting: false });

    if (error) {
        return (
            <Entity position={position}>
                <Render type="box" material={magenta} />
            </Entity>
        );
    }
    if (loading || !asset) {
        return (
            <Entity position={position} scale={[0.5, 0.5, 0.5]}>
                <Render type="box" material={grey} />
            </Entity>
        );
    }
    return (
        <Entity position={position}>
            <Render type="asset" asset={asset} />
        </Entity>
    );
}

// Both toys ask for the same URL: the registry holds one asset, loaded once.
function Report() {
    const app = useApp();
    const { asset } = useModel('/models/toy.glb');
    useEffect(() => {
        if (!asset) return;
        const containers = app.assets.filter((a) => a.type === 'container');
        console.log(containers.length, asset.loaded); // → 1 true
        const resource = asset.resource as ContainerResource;
        console.log(resource.materials.map((m) => (m.resource as { name: string }).name).join(' ')); // → Paint Chrome Rubber
    }, [app, asset]);
    return null;
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 1.6, 4]} rotation={[-20, 0, 0]}>
                <Camera clearColor="#20242c" />
            </Entity>
            <Entity name="Sun" rotation={[50, 20, 0]}>
                <Light type="directional" intensity={1.2} />
            </Entity>
            <Toy position={[-1, 0, 0]} />
            <Toy position={[1, 0, 0]} />
            <Report />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);

// pixel: 5% 5% ≈ #20242c
