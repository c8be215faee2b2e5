import { Observer } from '@playcanvas/observer';
import { BindingElementToObservers, BindingObserversToElement, Label, Panel, TextInput } from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';

// The shared data: one observer, one path
const scene = new Observer({ title: 'Untitled' });

const panel = new Panel({ headerText: 'Scene', width: 320 });
document.body.appendChild(panel.dom);

// Element to observer: what the user types is written to scene.title
const titleInput = new TextInput({ binding: new BindingElementToObservers({}), placeholder: 'Title' });
titleInput.link(scene, 'title');

// Observer to element: the label shows scene.title
const titleLabel = new Label({ binding: new BindingObserversToElement() });
titleLabel.link(scene, 'title');

panel.append(titleInput);
panel.append(titleLabel);

// link() shows the current value at once, but only in the direction of the binding
console.log(titleLabel.text); // → Untitled
console.log(JSON.stringify(titleInput.value)); // → ""

// The input emits 'change' first; its binding calls set() right after, in the same call
titleInput.on('change', (value: string) => {
    console.log(`change ${value}, observer ${scene.get('title')}`); // → change Forest, observer Untitled
});

scene.on('title:set', (value: string) => {
    // The observer is written at once; the label follows in a later task
    console.log(`${value} / ${titleLabel.text}`); // → Forest / Untitled
    setTimeout(() => console.log(titleLabel.text)); // → Forest
});

// fill: .pcui-text-input input = Forest
