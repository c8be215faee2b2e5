import { createRoot } from 'react-dom/client';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Light, Render } from '@playcanvas/react/components';
import { useMaterial } from '@playcanvas/react/hooks';

// The sun comes from 45° above, so the ground gets cos 45° of its light:
// #78b45a times 0.707 in linear space is #669a4c.
// pixel: 50% 5% ≈ #a0c8e6
// pixel: 50% 95% ≈ #669a4c

type Vec3 = [number, number, number];

// One tree: a trunk and a cone of leaves, placed by its props
function Tree({ position, height = 1 }: { position: Vec3; height?: number }) {
    const bark = useMaterial({ diffuse: '#6e4b32' });
    const leaves = useMaterial({ diffuse: '#2f7d3a' });
    return (
        <Entity name="Tree" position={position} scale={[height, height, height]}>
            <Entity name="Trunk" position={[0, 0.5, 0]} scale={[0.25, 1, 0.25]}>
                <Render type="cylinder" material={bark} />
            </Entity>
            <Entity name="Leaves" position={[0, 1.6, 0]} scale={[1.2, 1.6, 1.2]}>
                <Render type="cone" material={leaves} />
            </Entity>
        </Entity>
    );
}

// The trees of the scene, as data
const trees: { id: string; position: Vec3; height: number }[] = [
    { id: 'a', position: [-3, 0, -2], height: 1.2 },
    { id: 'b', position: [-1, 0, -4], height: 1.6 },
    { id: 'c', position: [1.5, 0, -3], height: 1 },
    { id: 'd', position: [3.5, 0, -1.5], height: 1.3 },
];

function Ground() {
    const grass = useMaterial({ diffuse: '#78b45a' });
    return (
        <Entity name="Ground" scale={[30, 1, 30]}>
            <Render type="plane" material={grass} />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 2.5, 8]} rotation={[-12, 0, 0]}>
                <Camera clearColor="#a0c8e6" />
            </Entity>
            {/* -Y tilted 45° about X, then turned 30° about Y */}
            <Entity name="Sun" rotation={[45, 30, 0]}>
                <Light type="directional" castShadows shadowBias={0.2} normalOffsetBias={0.05} />
            </Entity>
            <Ground />
            <Entity name="Forest">
                {trees.map((tree) => (
                    <Tree key={tree.id} position={tree.position} height={tree.height} />
                ))}
            </Entity>
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
