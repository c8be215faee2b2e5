import { History, Observer } from '@playcanvas/observer';
import { BindingTwoWay, LabelGroup, NumericInput, Panel, SliderInput, TextInput } from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';

const light = new Observer({ name: 'Key light', intensity: 1 });
// Edits made in the elements are recorded here and can be undone
const history = new History();

const panel = new Panel({ headerText: 'Light', width: 320 });
document.body.appendChild(panel.dom);

// Two elements, one path: each shows the value and writes it back
const slider = new SliderInput({ binding: new BindingTwoWay({ history }), min: 0, max: 10, sliderMax: 5 });
const field = new NumericInput({ binding: new BindingTwoWay({ history }), min: 0, max: 10, precision: 2 });
slider.link(light, 'intensity');
field.link(light, 'intensity');

// onValidate rejects a value: the input shows an error and the observer keeps its value
const nameInput = new TextInput({
    binding: new BindingTwoWay({ history }),
    onValidate: (value: string) => value.trim().length > 0
});
nameInput.link(light, 'name');

panel.append(new LabelGroup({ text: 'Name', field: nameInput }));
panel.append(new LabelGroup({ text: 'Intensity', field: slider }));
panel.append(new LabelGroup({ text: 'Exact', field: field }));

// Code writes the observer; both elements follow in the next task
light.set('intensity', 2.5);
setTimeout(() => console.log(`${slider.value} ${field.value}`)); // → 2.5 2.5

light.once('intensity:set', (value: number) => {
    console.log(`intensity ${value}, name ${light.get('name')}, error ${nameInput.error}`); // → intensity 4, name Key light, error true
    setTimeout(async () => {
        console.log(slider.value); // → 4
        await history.undo();
        console.log(light.get('intensity')); // → 2.5
    });
});

// An empty name is rejected; then the exact field gets 4
// fill: .pcui-text-input input =
// fill: .pcui-label-group:has-text("Exact") input = 4
