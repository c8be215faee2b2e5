import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Application, Entity, Gltf, Modify } from '@playcanvas/react';
import { Camera, Light } from '@playcanvas/react/components';
import { useModel, useParent } from '@playcanvas/react/hooks';

// Left copy: its head has lost its Render component, so the background shows where the head was
// pixel: 30% 40% ≈ #708090
// Right copy: the head is still there (a metal without an environment looks black)
// pixel: 70% 40% ≈ #000000

// Placed inside <Modify.Node>: its parent is the matched entity of the copy
function ListChildren() {
    const toy = useParent();
    useEffect(() => {
        console.log(toy.name, toy.children.map((c) => c.name).join(' ')); // → Toy Body Head Wheel.FL Wheel.FR Wheel.BL Wheel.BR
    }, [toy]);
    return null;
}

function Toys() {
    const { asset } = useModel('/models/toy.glb');
    if (!asset) return null;
    return (
        <>
            {/* Each <Gltf> makes its own copy of the model's hierarchy */}
            <Entity name="Left" position={[-1.2, 0, 0]}>
                <Gltf asset={asset} key={asset.id}>
                    <Modify.Node path="Toy.Head">
                        <Modify.Render remove />
                    </Modify.Node>
                    <Modify.Node path="Toy">
                        <ListChildren />
                    </Modify.Node>
                </Gltf>
            </Entity>
            {/* This copy is left as the file describes it */}
            <Entity name="Right" position={[1.2, 0, 0]}>
                <Gltf asset={asset} key={asset.id} />
            </Entity>
        </>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 1.2, 4.5]} rotation={[-10, 0, 0]}>
                <Camera clearColor="#708090" />
            </Entity>
            <Entity name="Sun" rotation={[50, 20, 0]}>
                <Light type="directional" />
            </Entity>
            <Toys />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
