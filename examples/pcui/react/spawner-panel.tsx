import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BooleanInput, Button, Label, NumericInput, Panel, TextInput } from '@playcanvas/pcui/react';
import '@playcanvas/pcui/styles';

function SpawnerPanel() {
    const [name, setName] = useState('Crate');
    const [count, setCount] = useState(3);
    const [spin, setSpin] = useState(true);
    const [status, setStatus] = useState('Nothing spawned yet');

    // PCUI attaches onClick/onChange once, when the element mounts: the handler reads
    // the latest state through a ref instead of the state of the first render
    const latest = useRef({ name, count, spin });
    latest.current = { name, count, spin };

    const spawn = () => {
        const { name, count, spin } = latest.current;
        const text = `Spawned ${count} x ${name}${spin ? ' (spinning)' : ''}`;
        setStatus(text);
        console.log(text); // → Spawned 12 x Barrel (spinning)
    };

    // Props become the element's arguments; onChange receives the element's new value
    return (
        <Panel headerText="Spawner" collapsible width={320}>
            <TextInput value={name} placeholder="Name" onChange={setName} />
            <NumericInput value={count} min={1} max={50} precision={0} placeholder="Count" onChange={setCount} />
            <BooleanInput type="toggle" value={spin} onChange={setSpin} />
            <Button text="Spawn" onClick={spawn} />
            <Label text={status} />
        </Panel>
    );
}

const host = document.createElement('div');
document.body.appendChild(host);
createRoot(host).render(<SpawnerPanel />);

// Try it: a NumericInput also accepts a short expression such as 4 * 3
// fill: .pcui-text-input input = Barrel
// fill: .pcui-numeric-input input = 4 * 3
// click: .pcui-button:has-text("Spawn")
