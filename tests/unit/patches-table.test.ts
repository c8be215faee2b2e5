import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patches } from '../../plugins/perf/patches/manifest';
import { TABLE_END, TABLE_START, patchesTable, withPatchesTable } from '../../scripts/lib/patches-table';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

describe("README's table of patches", () => {
  it('is the one generated from plugins/perf/patches/manifest.json (run `npm run patches:table` when this fails)', () => {
    expect(withPatchesTable(readme, patchesTable(patches()))).toBe(readme);
  });

  it('has a row per patch, linking its upstream issue', () => {
    const table = patchesTable(patches());
    expect(table.split('\n')).toHaveLength(patches().length + 2);
    for (const patch of patches()) expect(table).toContain(`| \`${patch.id}\` |`);
    expect(table).toContain('[facebook/docusaurus#');
  });

  it('fails on a README without the table markers', () => {
    expect(() => withPatchesTable(readme.replace(TABLE_START, '').replace(TABLE_END, ''), '')).toThrow(/has no/);
  });
});
