// Fixture of scripts/check-react-samples.ts (not a page's sample): a clickable box, the project's
// toy model and proofs of every kind. Broken copies of it must fail the check (README).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ContainerResource } from 'playcanvas';
import { Application, Container, Entity } from '@playcanvas/react';
import { Camera, Light, Render } from '@playcanvas/react/components';
import { useMaterial, useModel } from '@playcanvas/react/hooks';

function ClickableBox() {
    const [on, setOn] = useState(false);
    // Unlit, so the colour on screen is the colour given
    const blue = useMaterial({ emissive: '#3060d0', diffuse: '#000000', useLighting: false });
    const green = useMaterial({ emissive: '#30c060', diffuse: '#000000', useLighting: false });
    return (
        <Entity name="Box" onClick={() => setOn((value) => !value)}>
            <Render type="box" material={on ? green : blue} />
        </Entity>
    );
}

function Toy() {
    const { asset } = useModel('/models/toy.glb');
    useEffect(() => {
        if (!asset) return;
        const resource = asset.resource as ContainerResource;
        const scene = resource.instantiateRenderEntity();
        const toy = scene.findByName('Toy');
        console.log(toy?.children.map((child) => child.name).join(' ')); // → Body Head Wheel.FL Wheel.FR Wheel.BL Wheel.BR
        scene.destroy();
        console.log(resource.materials.map((material) => material.resource?.name).join(' ')); // → Paint Chrome Rubber
        console.log(resource.animations.map((animation) => `${animation.resource?.name} ${animation.resource?.duration} s`).join(', ')); // → Spin 2 s, Bounce 1 s
    }, [asset]);
    if (!asset) return null;
    return (
        <Entity name="ToyHolder" position={[-2.2, -1, 0]} rotation={[0, 30, 0]}>
            <Container asset={asset} />
        </Entity>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0, 5]}>
                <Camera clearColor="#1a1a1f" />
            </Entity>
            <Entity name="Light" rotation={[45, 30, 0]}>
                <Light type="directional" />
            </Entity>
            <ClickableBox />
            <Toy />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);

// pixel: 50% 50% ≈ #3060d0
// pixel: 3% 5% ≈ #1a1a1f
// click: 50% 50%
// pixel: 50% 50% ≈ #30c060
