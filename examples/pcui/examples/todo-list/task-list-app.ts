import { Observer, ObserverList } from '@playcanvas/observer';
import {
    BindingObserversToElement, BindingTwoWay, BooleanInput, Button, Container, Label, Panel, TextInput
} from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';

type Filter = 'all' | 'open' | 'done';

// One observer per task, a list that holds them, and one observer for the view state
const tasks = new ObserverList();
const view = new Observer({ filter: 'all' });
let nextId = 1;

function createTask(text: string, done = false) {
    const task = new Observer({ id: nextId++, text, done });
    tasks.add(task);
    return task;
}

const panel = new Panel({ headerText: 'To do', width: 420 });
const entry = new Container({ flex: true, flexDirection: 'row' });
const newTask = new TextInput({ class: 'task-new', placeholder: 'What needs doing?', flexGrow: 1 });
entry.append(newTask);
const list = new Container({ class: 'task-list' });
const footer = new Container({ flex: true, flexDirection: 'row', alignItems: 'center' });
const remaining = new Label();
panel.append(entry);
panel.append(list);
panel.append(footer);
document.body.appendChild(panel.dom);

const rows = new Map<Observer, Container>();

const isVisible = (task: Observer) => {
    const filter = view.get('filter') as Filter;
    return filter === 'all' || (filter === 'done') === task.get('done');
};

function updateFooter() {
    const open = tasks.array().filter((task: Observer) => !task.get('done')).length;
    remaining.text = `${open} ${open === 1 ? 'item' : 'items'} left`;
}

// A row per task: a check box and a label bound to the task, and a delete button
tasks.on('add', (task: Observer) => {
    const row = new Container({ class: 'task-row', flex: true, flexDirection: 'row', alignItems: 'center' });
    const done = new BooleanInput({ binding: new BindingTwoWay() });
    done.link(task, 'done');
    const text = new Label({ binding: new BindingObserversToElement(), flexGrow: 1 });
    text.link(task, 'text');
    const remove = new Button({ text: 'Delete', size: 'small', class: 'task-delete' });
    remove.on('click', () => tasks.remove(task));
    row.append(done);
    row.append(text);
    row.append(remove);
    list.append(row);
    rows.set(task, row);

    task.on('done:set', (value: boolean) => {
        text.style.textDecoration = value ? 'line-through' : '';
        row.hidden = !isVisible(task);
        updateFooter();
        console.log(`${task.get('text')}: ${value ? 'done' : 'open'}`); // → Buy milk: done
    });
    text.style.textDecoration = task.get('done') ? 'line-through' : '';
    row.hidden = !isVisible(task);
    updateFooter();
});

tasks.on('remove', (task: Observer) => {
    console.log(`removed ${task.get('text')}, ${tasks.length} left`); // → removed Buy milk, 3 left
    rows.get(task)?.destroy();
    rows.delete(task);
    task.destroy();
    updateFooter();
});

// Enter commits the text input; an empty value is ignored
newTask.on('change', (value: string) => {
    const text = value.trim();
    if (!text) return;
    createTask(text);
    newTask.value = '';
    console.log(`added ${text}, ${tasks.length} tasks`); // → added Water the plants, 4 tasks
});

// The filter buttons write to the view observer; the rows follow it
for (const filter of ['all', 'open', 'done'] as Filter[]) {
    const button = new Button({ text: filter, size: 'small', class: `filter-${filter}` });
    button.on('click', () => view.set('filter', filter));
    footer.append(button);
}
footer.append(remaining);
view.on('filter:set', () => {
    for (const [task, row] of rows) row.hidden = !isVisible(task);
    const shown = [...rows.values()].filter((row) => !row.hidden).length;
    console.log(`${view.get('filter')}: ${shown} shown`); // → done: 2 shown
});

createTask('Buy milk');
createTask('Fix the bike');
createTask('Book the dentist', true);
console.log(remaining.text); // → 2 items left

// Try it: add a task, tick the first one, show only the done tasks, then delete the first task.
// fill: .task-new input = Water the plants
// click: .task-row .pcui-boolean-input
// click: .filter-done
// click: .filter-all
// click: .task-row .task-delete
