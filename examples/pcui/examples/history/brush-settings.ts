import { History, Observer } from '@playcanvas/observer';
import {
    BindingTwoWay, BooleanInput, Button, Container, Label, LabelGroup, Panel, SelectInput, SliderInput, TextInput
} from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';

const DEFAULTS = { name: 'Soft round', size: 16, hardness: 0.5, shape: 'round', pressure: true };

// The data, and the stack of actions that can be undone
const brush = new Observer({ ...DEFAULTS });
const history = new History();

const summary = () => `${brush.get('name')}, ${brush.get('size')} px, ${brush.get('shape')}`;

// Each field gets its own binding that records its edits in the history
function field(label: string, input: TextInput | SliderInput | SelectInput | BooleanInput, path: string) {
    input.binding = new BindingTwoWay({ history, historyPrefix: 'brush.' });
    input.link(brush, path);
    return new LabelGroup({ text: label, field: input });
}

const panel = new Panel({ headerText: 'Brush', width: 360 });
panel.append(field('Name', new TextInput({ class: 'brush-name' }), 'name'));
panel.append(field('Size', new SliderInput({ min: 1, max: 64, precision: 0 }), 'size'));
panel.append(field('Hardness', new SliderInput({ min: 0, max: 1, precision: 2 }), 'hardness'));
panel.append(field('Shape', new SelectInput({
    options: [{ v: 'round', t: 'Round' }, { v: 'square', t: 'Square' }]
}), 'shape'));
panel.append(field('Pressure', new BooleanInput({ type: 'toggle' }), 'pressure'));

// Several values in one step: an action of our own
function resetBrush() {
    const before = brush.json();
    history.addAndExecute({
        name: 'brush.reset',
        combine: false,
        undo: () => brush.patch(before),
        redo: () => brush.patch(DEFAULTS)
    });
    console.log(`reset: ${summary()}`); // → reset: Soft round, 16 px, round
}

async function undo() {
    if (!history.canUndo) return;
    await history.undo();
    console.log(`undo: ${summary()}`); // → undo: Chalk, 16 px, round
}

async function redo() {
    if (!history.canRedo) return;
    await history.redo();
    console.log(`redo: ${summary()}`); // → redo: Soft round, 16 px, round
}

const undoButton = new Button({ text: 'Undo', class: 'undo-button', enabled: false });
const redoButton = new Button({ text: 'Redo', class: 'redo-button', enabled: false });
const resetButton = new Button({ text: 'Reset', class: 'reset-button' });
undoButton.on('click', undo);
redoButton.on('click', redo);
resetButton.on('click', resetBrush);

// The history reports when undo and redo become possible
history.on('canUndo', (value: boolean) => {
    undoButton.enabled = value;
});
history.on('canRedo', (value: boolean) => {
    redoButton.enabled = value;
});

const status = new Label({ text: summary() });
brush.on('*:set', () => {
    status.text = summary();
});
history.on('add', (name: string) => console.log(`recorded ${name}`)); // → recorded brush.name

const toolbar = new Container({ flex: true, flexDirection: 'row' });
toolbar.append(undoButton);
toolbar.append(redoButton);
toolbar.append(resetButton);
panel.append(toolbar);
panel.append(status);
document.body.appendChild(panel.dom);

// Ctrl+Z / Ctrl+Shift+Z (Cmd on macOS), except while typing, where the browser's own undo applies
document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA') return;
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
    event.preventDefault();
    if (event.shiftKey) redo();
    else undo();
});

console.log(summary(), history.canUndo); // → Soft round, 16 px, round false

// Try it: rename the brush, reset it, then undo and redo the reset.
// fill: .brush-name input = Chalk
// click: .reset-button
// click: .undo-button
// click: .redo-button
