import { BooleanInput, Button, Label, LabelGroup, NumericInput, Panel, TextInput } from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';

// A collapsible panel; append() puts children into its content area
const panel = new Panel({ headerText: 'Spawner', collapsible: true, width: 320 });
document.body.appendChild(panel.dom);

const nameInput = new TextInput({ value: 'Crate' });
const countInput = new NumericInput({ value: 3, min: 1, max: 50, precision: 0 });
const spinInput = new BooleanInput({ type: 'toggle', value: true });
const spawnButton = new Button({ text: 'Spawn' });
const status = new Label({ text: 'Nothing spawned yet' });

panel.append(new LabelGroup({ text: 'Name', field: nameInput }));
panel.append(new LabelGroup({ text: 'Count', field: countInput }));
panel.append(new LabelGroup({ text: 'Spin', field: spinInput }));
panel.append(spawnButton);
panel.append(status);

// Inputs emit 'change' with the new value, whether the user or code changed it
countInput.on('change', (value: number) => {
    console.log(`count is now ${value}`); // → count is now 50
});
countInput.value = 99; // clamped to max
console.log(countInput.value); // → 50

// Buttons emit 'click'
spawnButton.on('click', () => {
    const spin = spinInput.value ? ' (spinning)' : '';
    status.text = `Spawned ${countInput.value} x ${nameInput.value}${spin}`;
    console.log(status.text); // → Spawned 50 x Barrel (spinning)
});

// A disabled parent disables its children
panel.enabled = false;
console.log(spawnButton.enabled); // → false
panel.enabled = true;

// Try it: type a name and press Enter, then click Spawn
// fill: .pcui-text-input input = Barrel
// click: .pcui-button:has-text("Spawn")
