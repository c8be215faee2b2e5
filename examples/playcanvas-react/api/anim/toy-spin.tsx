import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AnimTrack, type Asset, type ContainerResource } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Anim, Camera, Light, Render } from '@playcanvas/react/components';
import { useModel, useParent } from '@playcanvas/react/hooks';

// pixel: 5% 5% ≈ #20242c

// <Anim> assigns every clip of the asset to one state, so the last clip wins.
// This sibling swaps in the clip it is asked for.
function PlayClip({ asset, clip }: { asset: Asset; clip: string }) {
    const entity = useParent();
    useLayoutEffect(() => {
        const tracks = (asset.resource as ContainerResource).animations
            .map((a) => a.resource)
            .filter((r): r is AnimTrack => r instanceof AnimTrack);
        console.log(tracks.map((t) => t.name).join(',')); // → Spin,Bounce
        const track = tracks.find((t) => t.name === clip);
        if (!track || !entity.anim) return;
        entity.anim.assignAnimation('animation', track);
        console.log(entity.anim.playing); // → true
    }, [asset, clip, entity]);
    return null;
}

function Toy() {
    const { asset } = useModel('/models/toy.glb');
    if (!asset) return null;
    return (
        <Entity name="ToyRoot">
            {/* playing: without it, a re-render of Toy would set playing back to false */}
            <Render type="asset" asset={asset} />
            <Anim asset={asset} playing />
            <PlayClip asset={asset} clip="Spin" />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 1.2, 4]} rotation={[-15, 0, 0]}>
                <Camera clearColor="#20242c" />
            </Entity>
            <Entity name="Sun" rotation={[45, 30, 0]}>
                <Light type="directional" />
            </Entity>
            <Toy />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
