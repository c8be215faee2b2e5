/**
 * `npx tsx scripts/generate-toy-model.ts`: writes static/models/toy.glb, the model the PlayCanvas
 * React samples load from /models/toy.glb (its content: scripts/lib/toy-model.ts). The output is
 * the same bytes on every run; tests/unit/toy-model.test.ts compares the committed file with it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toyModel } from './lib/toy-model';

const file = path.resolve(import.meta.dirname, '..', 'static', 'models', 'toy.glb');
const glb = toyModel();
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, glb);
console.log(`[toy-model] ${path.relative(process.cwd(), file)}: ${(glb.length / 1024).toFixed(1)} KB`);
