import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Material } from 'playcanvas';
import { Application, Entity, Gltf, Modify } from '@playcanvas/react';
import { Camera, Light, Render } from '@playcanvas/react/components';
import { useMaterial, useModel, useParent } from '@playcanvas/react/hooks';

// pixel: 50% 75% ≈ #3c78d2
// pixel: 50% 30% ≈ #f0c828
// pixel: 5% 5% ≈ #20242c
// click: 50% 75%
// pixel: 50% 75% ≈ #3cb464

// Put inside <Modify.Node>: gives the matched entity's meshes a material, and puts the
// model's own materials back when it unmounts. (A GLB's Render component has type "asset",
// and the engine ignores its `material` property for that type.)
function Repaint({ material }: { material: Material }) {
    const entity = useParent();
    useLayoutEffect(() => {
        const meshInstances = entity.render?.meshInstances ?? [];
        const originals = meshInstances.map((mi) => mi.material);
        meshInstances.forEach((mi) => { mi.material = material; });
        return () => meshInstances.forEach((mi, i) => { mi.material = originals[i]!; });
    }, [entity, material]);
    return null;
}

function Toy() {
    const { asset } = useModel('/models/toy.glb');
    const [green, setGreen] = useState(false);
    // Unlit materials, so the colours on screen are the colours given
    const blue = useMaterial({ diffuse: '#000000', emissive: '#3c78d2', useLighting: false });
    const greenPaint = useMaterial({ diffuse: '#000000', emissive: '#3cb464', useLighting: false });
    const yellow = useMaterial({ diffuse: '#000000', emissive: '#f0c828', useLighting: false });

    if (!asset) return null;
    return (
        // The toy's entities are not React entities; clicks on them reach this one
        <Entity name="ToyHolder" onClick={() => setGreen((g) => !g)}>
            <Gltf asset={asset} key={asset.id}>
                {/* Paint the body */}
                <Modify.Node path="Toy.Body">
                    <Repaint material={green ? greenPaint : blue} />
                </Modify.Node>
                {/* Add a child entity: a small ball above the head */}
                <Modify.Node path="Toy.Head">
                    <Entity name="Antenna" position={[0, 0.5, 0]} scale={[0.25, 0.25, 0.25]}>
                        <Render type="sphere" material={yellow} />
                    </Entity>
                </Modify.Node>
                {/* Change a property of the existing Render components of the wheels.
                    "Wheel.FL" contains a dot, so the pattern needs a segment for each part. */}
                <Modify.Node path="Toy.Wheel.*">
                    <Modify.Render castShadows={false} />
                </Modify.Node>
            </Gltf>
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 1.4, 3]} rotation={[-15, 0, 0]}>
                <Camera clearColor="#20242c" />
            </Entity>
            <Entity name="Sun" rotation={[50, 20, 0]}>
                <Light type="directional" />
            </Entity>
            <Toy />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
