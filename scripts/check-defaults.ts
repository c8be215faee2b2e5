/**
 * Checks every default that a component page's property tables state, in both locales, against
 * a live component: each row's property is read from a component just added to an entity in a
 * headless engine (playcanvas as installed, physics through Ammo). Rows whose Default cell is
 * prose, or whose property belongs to something else (a sound slot, a button state), are counted
 * as unchecked, not failed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../lib/files';
import { PAGE_DIRS } from './lib/files';
import { defaultClaims, statedValue, type StatedValue } from './lib/property-tables';
import type { SoundComponent } from 'playcanvas';
import { describe, liveDefault, resolveConstants, sameValue, type TableSubject } from './lib/component-defaults';

const root = path.resolve(import.meta.dirname, '..');
/** `--list-unchecked` prints each row the check could not compare, and why. */
const listUnchecked = process.argv.includes('--list-unchecked');
const COMPONENT_PAGES = PAGE_DIRS.map((dir) => path.join(root, dir, 'user-manual/scenes/components'));

/**
 * Tables that describe something other than a plain new component: a kind of it (keyed by
 * component and the table's heading id) or an object it makes (keyed by component and the class a
 * lead-in line names, `` `SoundSlot`: ``). A class subject missing here leaves its rows unchecked.
 */
const TABLE_SUBJECTS: Record<string, TableSubject> = {
  'element#text-properties': { data: { type: 'text' } },
  'element#image-properties': { data: { type: 'image' } },
  'sound:SoundSlot': { subjectOf: (component) => (component as SoundComponent).addSlot('slot') as object },
};

/** The component system of a page: its file name without the dashes (`layout-group` → `layoutgroup`). */
const componentOf = (file: string) => path.basename(file).replace(/\.mdx?$/, '').replaceAll('-', '');

async function main(): Promise<void> {
  const problems: string[] = [];
  let checked = 0;
  let unchecked = 0;
  for (const page of COMPONENT_PAGES.flatMap((dir) => listFiles(dir, /\.mdx?$/))) {
    if (path.basename(page).startsWith('index.')) continue;
    const relative = path.relative(root, page);
    const type = componentOf(page);
    for (const claim of defaultClaims(readFileSync(page, 'utf8'))) {
      const stated = statedValue(claim.cell);
      // A lead-in naming a component class (`SoundComponent`:) introduces the component itself.
      const madeObject = claim.subject && !claim.subject.endsWith('Component') ? claim.subject : '';
      const subject = madeObject ? TABLE_SUBJECTS[`${type}:${madeObject}`] : TABLE_SUBJECTS[`${type}#${claim.section}`];
      const why = stated === undefined ? 'not one literal' : madeObject && !subject ? `${madeObject} is not built by this check` : '';
      const live = why ? null : await liveDefault(type, claim.property, subject);
      if (!live?.exists) {
        unchecked += 1;
        if (listUnchecked) console.log(`unchecked: ${relative}:${claim.line}: ${type}.${claim.property} ${claim.cell} (${why || 'not a property of the subject'})`);
        continue;
      }
      checked += 1;
      try {
        if (!sameValue(live.value, resolveConstants(stated as StatedValue))) {
          problems.push(`${relative}:${claim.line}: ${madeObject || type}.${claim.property} is ${describe(live.value)} on a new component; the table says ${claim.cell}`);
        }
      } catch (error) {
        problems.push(`${relative}:${claim.line}: ${(error as Error).message}`);
      }
    }
  }
  for (const problem of problems) console.error(`defaults: ${problem}`);
  console.log(`defaults: ${checked} table defaults checked against live components, ${unchecked} rows unchecked (prose or not a component property), ${problems.length} problems`);
  process.exit(problems.length > 0 ? 1 : 0);
}

void main();
