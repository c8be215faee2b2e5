import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { Application, Entity } from '@playcanvas/react';
import { Camera, Render } from '@playcanvas/react/components';
import { useApp, useAppEvent, useMaterial, useParent } from '@playcanvas/react/hooks';

// pixel: 31% 50% ≈ #c8783c
// pixel: 69% 50% ≈ #3c8cc8
// pixel: 50% 5% ≈ #15171c

// Moves whichever entity it is placed in up and down around its start height
function Bob({ amplitude = 0.2, speed = 2 }: { amplitude?: number; speed?: number }) {
    const parent = useParent();
    const time = useRef(0);
    const baseY = useRef<number | null>(null);

    useAppEvent('update', (dt) => {
        if (baseY.current === null) {
            baseY.current = parent.getLocalPosition().y;
            console.log(parent.name); // → Left
        }
        time.current += dt;
        const pos = parent.getLocalPosition();
        parent.setLocalPosition(pos.x, baseY.current + Math.sin(time.current * speed) * amplitude, pos.z);
    });
    return null;
}

// Directly below <Application>, the parent is the scene's root entity
function RootCheck() {
    const app = useApp();
    const parent = useParent();
    console.log(parent === app.root); // → true
    return null;
}

function Boxes() {
    const orange = useMaterial({ diffuse: '#000000', emissive: '#c8783c' });
    const blue = useMaterial({ diffuse: '#000000', emissive: '#3c8cc8' });
    return (
        <>
            <Entity name="Left" position={[-1.5, 0, 0]}>
                <Render type="box" material={orange} />
                <Bob />
            </Entity>
            <Entity name="Right" position={[1.5, 0, 0]}>
                <Render type="box" material={blue} />
                <Bob speed={3} />
            </Entity>
        </>
    );
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0, 6]}>
                <Camera clearColor="#15171c" />
            </Entity>
            <Boxes />
            <RootCheck />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
