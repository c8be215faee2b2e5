import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { Asset } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Light, Render } from '@playcanvas/react/components';
import { useModel } from '@playcanvas/react/hooks';

// pixel: 5% 5% ≈ #1c2026

// A second call with the same URL and props gets the same Asset from the registry
function SameAsset({ first }: { first: Asset }) {
    const { asset } = useModel('/models/toy.glb');
    useEffect(() => {
        if (asset) console.log(asset === first); // → true
    }, [asset, first]);
    return null;
}

function Toy() {
    const { asset, loading, error, subscribe } = useModel('/models/toy.glb');
    console.log(`loading: ${loading}`); // → loading: true

    // Progress: after the hook's own effect has started the download
    useEffect(() => subscribe(({ progress }) => {
        if (progress === 1) console.log('progress: 1'); // → progress: 1
    }), [subscribe]);

    useEffect(() => {
        if (asset) console.log(`${asset.type} ${asset.name}`); // → container /models/toy.glb{}
    }, [asset]);

    if (error) {
        console.warn(error);
        return null;
    }
    if (!asset) return null;
    return (
        <Entity name="ToyRoot" rotation={[0, 30, 0]}>
            <Render type="asset" asset={asset} />
            <SameAsset first={asset} />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 1.2, 3.5]} rotation={[-15, 0, 0]}>
                <Camera clearColor="#1c2026" />
            </Entity>
            <Entity name="Sun" rotation={[45, 30, 0]}>
                <Light type="directional" />
            </Entity>
            <Toy />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
