import { Observer } from '@playcanvas/observer';
import { BindingTwoWay, LabelGroup, NumericInput, Panel } from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';

// Two selected lights, edited by one field
const keyLight = new Observer({ intensity: 1.5 });
const fillLight = new Observer({ intensity: 0.5 });

const panel = new Panel({ headerText: '2 lights selected', width: 320 });
document.body.appendChild(panel.dom);

const intensity = new NumericInput({ binding: new BindingTwoWay(), min: 0, max: 10, precision: 2 });
panel.append(new LabelGroup({ text: 'Intensity', field: intensity }));

// An array of observers with one path: the same path in each of them
intensity.link([keyLight, fillLight], 'intensity');

// Different values: the field shows no value and is marked as mixed
console.log(intensity.value); // → null
console.log(intensity.class.contains('pcui-multiple-values')); // → true

// A value typed into the field is written to every observer
fillLight.once('intensity:set', () => {
    console.log(`${keyLight.get('intensity')} ${fillLight.get('intensity')}`); // → 2 2
});

// fill: .pcui-numeric-input input = 2
