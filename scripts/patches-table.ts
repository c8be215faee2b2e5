/**
 * `npm run patches:table`: writes the README's table of patches from plugins/perf/patches/manifest.json
 * (tests/unit/patches-table.test.ts fails when the committed table differs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { patches } from '../plugins/perf/patches/manifest';
import { patchesTable, withPatchesTable } from './lib/patches-table';

const readmeFile = path.resolve(import.meta.dirname, '..', 'README.md');
const readme = readFileSync(readmeFile, 'utf8');
const updated = withPatchesTable(readme, patchesTable(patches()));
writeFileSync(readmeFile, updated);
console.log(`[patches-table] ${patches().length} patches, README.md ${updated === readme ? 'unchanged' : 'updated'}`);
