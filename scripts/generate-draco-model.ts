/**
 * `npx tsx scripts/generate-draco-model.ts`: writes static/models/toy-draco.glb, the project's
 * toy model (static/models/toy.glb) with its meshes compressed by KHR_draco_mesh_compression
 * (scripts/lib/draco-model.ts). The tutorial tutorials/loading-draco-compressed-glbs loads it from
 * /models/toy-draco.glb; tests/unit/draco-model.test.ts checks the committed file is what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dracoCompressed } from './lib/draco-model';

const models = path.resolve(import.meta.dirname, '..', 'static', 'models');
const source = path.join(models, 'toy.glb');
const target = path.join(models, 'toy-draco.glb');

async function main(): Promise<void> {
  const before = readFileSync(source);
  const glb = await dracoCompressed(before);
  writeFileSync(target, glb);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`[draco-model] ${path.relative(process.cwd(), target)}: ${kb(glb.length)} (${glb.length} bytes; toy.glb ${kb(before.length)}, ${before.length} bytes)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
