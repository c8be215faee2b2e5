import { Asset, WasmModule } from 'playcanvas';

// What the Launch page does for each WASM module asset before the app starts:
// register where the glue script, the binary and the fallback are
WasmModule.setConfig('PathFinder', {
    glueUrl: 'pathfinder.js',
    wasmUrl: 'pathfinder.wasm',
    fallbackUrl: 'pathfinder.asm.js'
});
const config = /** @type {{ wasmUrl?: string } | undefined} */ (WasmModule.getConfig('PathFinder'));
console.log(config?.wasmUrl); // → pathfinder.wasm

// The asset registry has no handler for the 'wasm' type, so loading the asset itself fails
const binary = new Asset('pathfinder.wasm', 'wasm', { url: 'pathfinder.wasm' });
app.assets.add(binary);
binary.once('error', (err) => console.log(err)); // → No resource handler for asset type: 'wasm' when loading [pathfinder.wasm]
app.assets.load(binary);
