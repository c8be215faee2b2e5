import { Script, WasmModule } from 'playcanvas';

export class PathFinder extends Script {
    static scriptName = 'pathFinder';

    /** @type {any} */
    module = null;

    initialize() {
        // Calls back at once when the module is already loaded (preloaded modules are)
        WasmModule.getInstance('PathFinder', (instance) => {
            this.module = instance;
        });
    }

    /**
     * @param {number} from - Start cell.
     * @param {number} to - Goal cell.
     * @returns {number} Steps on the path, or -1 while the module is not ready.
     */
    steps(from, to) {
        if (!this.module) return -1;
        // A C function exported with EXPORTED_FUNCTIONS=_find_path
        return this.module._find_path(from, to);
    }
}
