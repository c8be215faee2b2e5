import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Entity as PcEntity, StandardMaterial } from 'playcanvas';
import { Application, Entity } from '@playcanvas/react';
import { Camera } from '@playcanvas/react/components';
import { useApp } from '@playcanvas/react/hooks';

// pixel: 50% 50% ≈ #e6b43c
// pixel: 5% 5% ≈ #121418

// Builds an entity with the engine API and removes it again on unmount
function Marker({ color }: { color: string }) {
    const app = useApp();

    useLayoutEffect(() => {
        console.log(app.graphicsDevice.isWebGL2); // → true
        console.log(app.keyboard === null); // → true

        const material = new StandardMaterial();
        material.diffuse.set(0, 0, 0);
        material.emissive.fromString(color);
        material.update();

        const marker = new PcEntity('Marker');
        marker.addComponent('render', { type: 'sphere', material });
        marker.setLocalScale(2, 2, 2);
        app.root.addChild(marker);

        return () => {
            marker.destroy();
            material.destroy();
        };
    }, [app, color]);

    return null;
}

function App() {
    return (
        <Application>
            <Entity name="Camera" position={[0, 0, 5]}>
                <Camera clearColor="#121418" />
            </Entity>
            <Marker color="#e6b43c" />
        </Application>
    );
}

createRoot(document.getElementById('root')!).render(<App />);
