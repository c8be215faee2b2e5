import { Script } from 'playcanvas';

// door-switch.mjs: the Editor derives the class name and scriptName from the file name
export class DoorSwitch extends Script {
    static scriptName = 'doorSwitch';

    initialize() {
        this.entity.tags.add('switch');
    }
}

// Entities refer to a script by its scriptName, not by the file or class name
entity.addComponent('script');
entity.script?.create(DoorSwitch);
console.log(`by scriptName: ${entity.script?.has('doorSwitch')}`); // → by scriptName: true
console.log(`by file name: ${entity.script?.has('door-switch')}`); // → by file name: false
