import { Observer } from '@playcanvas/observer';
import { Label, Panel } from '@playcanvas/pcui';
import '@playcanvas/pcui/styles';

// An event log: each observer event adds a line
const log = new Panel({ headerText: 'Observer events', width: 360, flex: true });
document.body.appendChild(log.dom);
const show = (text: string) => log.append(new Label({ text }));

const player = new Observer({
    name: 'Aoi',
    stats: { hp: 80, level: 3 },
    inventory: ['sword']
});

// Dot paths reach nested values; objects come back as copies
console.log(player.get('stats.hp')); // → 80
const copy = player.get('stats');
copy.hp = 1;
console.log(player.get('stats.hp')); // → 80

// '<path>:set' receives (value, oldValue); '*:set' receives the path first
player.on('stats.hp:set', (value: number, oldValue: number) => show(`hp: ${oldValue} -> ${value}`));
player.on('*:set', (path: string, value: unknown) => show(`*:set ${path} = ${JSON.stringify(value)}`));

// set() returns false and emits nothing when the value is unchanged
console.log(player.set('stats.hp', 60)); // → true
console.log(player.set('stats.hp', 60)); // → false

// Listeners of a parent path do not hear a change of one of its fields
let statsEvents = 0;
player.on('stats:set', () => statsEvents++);
player.set('stats.level', 4);
console.log(statsEvents); // → 0
player.set('stats', { hp: 100, level: 5 });
console.log(statsEvents); // → 1

// Arrays: insert at an index (or at the end) and remove by index
player.on('inventory:insert', (value: string, index: number) => show(`insert ${value} at ${index}`));
player.on('inventory:remove', (value: string, index: number) => show(`remove ${value} at ${index}`));
player.insert('inventory', 'map', 0);
player.insert('inventory', 'key');
player.remove('inventory', 1);
console.log(player.get('inventory').join(', ')); // → map, key

// on() returns a handle; unbind() stops that one listener
const handle = player.on('name:set', (value: string) => show(`name: ${value}`));
player.set('name', 'Ren');
handle.unbind();
player.set('name', 'Mio');

player.unset('name');
console.log(player.has('name')); // → false
console.log(JSON.stringify(player.json())); // → {"stats":{"hp":100,"level":5},"inventory":["map","key"]}
