import { History, Observer, ObserverHistory } from '@playcanvas/observer';
import { BindingObserversToElement, Label } from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';

const history = new History();
const light = new Observer({ intensity: 1, color: 'white' });

// Record every change made to the observer, from code or from the UI
light.history = new ObserverHistory({ item: light, history, prefix: 'light.' });

const label = new Label({ binding: new BindingObserversToElement() });
label.link(light, 'intensity');
document.body.appendChild(label.dom);

light.set('intensity', 2);
light.set('color', 'orange');
light.set('intensity', 3, true); // silent: not recorded
console.log(history.currentAction?.name); // → light.color

await history.undo(); // color back to white
await history.undo(); // intensity back to 1, the value before the recorded change
console.log(light.get('color'), light.get('intensity'), history.canUndo); // → white 1 false

await history.redo();
console.log(light.get('intensity')); // → 2

// A binding updates its element on the next task
await new Promise((resolve) => setTimeout(resolve));
console.log(label.text); // → 2
