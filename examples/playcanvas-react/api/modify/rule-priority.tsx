import { createRoot } from 'react-dom/client';
import { Application, Entity, Gltf, Modify } from '@playcanvas/react';
import { Camera, Light } from '@playcanvas/react/components';
import { useModel } from '@playcanvas/react/hooks';

// Seen from the toy's left side (+X): Head above, Body in the middle, two wheels below
// Head and wheels have lost their Render components (the body shows where the wheels were)
// pixel: 50% 45% ≈ #708090
// pixel: 50% 57% ≈ #b43232
// pixel: 40% 64% ≈ #952b2b
// pixel: 60% 64% ≈ #952b2b

function Toy() {
    const { asset } = useModel('/models/toy.glb');
    if (!asset) return null;
    return (
        <Gltf asset={asset} key={asset.id}>
            {/* Every entity with a Render component: specificity 1 + 50 = 51 */}
            <Modify.Node path="**[render]">
                <Modify.Render remove />
            </Modify.Node>
            {/* An exact path: 100 + 100 = 200. For Body this rule's <Modify.Render>
                replaces the one above, so Body keeps its Render component.
                castShadows is a functional update: it gets the value before any rule. */}
            <Modify.Node path="Toy.Body">
                <Modify.Render castShadows={(value) => !value} />
            </Modify.Node>
        </Gltf>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[4, 0.6, 0]} rotation={[0, 90, 0]}>
                <Camera clearColor="#708090" />
            </Entity>
            <Entity name="Sun" rotation={[30, 70, 0]}>
                <Light type="directional" />
            </Entity>
            <Toy />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
