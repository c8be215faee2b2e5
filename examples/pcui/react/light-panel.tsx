import { Observer } from '@playcanvas/observer';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BindingObserversToElement, BindingTwoWay, Label, LabelGroup, Panel, SliderInput, TextInput } from '@playcanvas/pcui/react';
import '@playcanvas/pcui/styles';

// The data lives outside React; the elements read and write it through bindings
const light = new Observer({ name: 'Key light', intensity: 1.5 });
light.on('*:set', (path: string, value: unknown) => {
    console.log(`${path} = ${value}`); // → name = Fill light
});

// Links are made once: a new object on every render would link the element again
const nameLink = { observer: light, path: 'name' };
const intensityLink = { observer: light, path: 'intensity' };

function LightPanel() {
    // One binding per element, created on the first render only
    const [bindings] = useState(() => ({
        name: new BindingTwoWay(),
        intensity: new BindingTwoWay(),
        title: new BindingObserversToElement()
    }));
    return (
        <Panel headerText="Light" width={320}>
            <LabelGroup text="Name">
                <TextInput binding={bindings.name} link={nameLink} />
            </LabelGroup>
            <LabelGroup text="Intensity">
                <SliderInput binding={bindings.intensity} link={intensityLink} min={0} max={10} sliderMax={5} />
            </LabelGroup>
            <Label binding={bindings.title} link={nameLink} />
        </Panel>
    );
}

const host = document.createElement('div');
document.body.appendChild(host);
createRoot(host).render(<LightPanel />);

// fill: .pcui-text-input input = Fill light
