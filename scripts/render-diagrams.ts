/**
 * `npm run diagrams`: writes static/img/diagrams/<name>.<locale>.<palette>.svg for every diagram of
 * scripts/diagrams/, and src/components/Diagram/sizes.json (each diagram's viewBox size, which the
 * Diagram component sets as the image's width and height), and deletes files in static/img/diagrams/
 * that no diagram writes. The generated files are committed.
 * `npm run diagrams -- --check` writes nothing and exits 1, naming each file that differs from what
 * it would write, is missing, or is left over from a diagram that no longer exists.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIAGRAM_DIR, expectedFiles, SIZES_FILE } from './diagrams/files';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const files = expectedFiles();
const expected = new Set(files.map((file) => file.path));
const problems: string[] = [];
let written = 0;

for (const file of files) {
  const absolute = path.join(root, file.path);
  const current = existsSync(absolute) ? readFileSync(absolute, 'utf8') : null;
  if (current === file.content) continue;
  if (check) {
    problems.push(`${file.path}: ${current === null ? 'missing' : 'differs from what scripts/diagrams/ renders'}`);
    continue;
  }
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, file.content);
  written += 1;
  console.log(`diagrams: wrote ${file.path}`);
}

const dir = path.join(root, DIAGRAM_DIR);
for (const name of existsSync(dir) ? readdirSync(dir) : []) {
  const relative = `${DIAGRAM_DIR}/${name}`;
  if (expected.has(relative)) continue;
  if (check) {
    problems.push(`${relative}: no diagram writes this file`);
  } else {
    rmSync(path.join(dir, name));
    console.log(`diagrams: deleted ${relative}`);
  }
}

for (const problem of problems) console.error(`diagrams: ${problem}`);
if (check) {
  console.log(`diagrams: ${files.length} files checked (${DIAGRAM_DIR}/, ${SIZES_FILE}), ${problems.length} problems`);
  if (problems.length > 0) console.error('diagrams: run `npm run diagrams` and commit the result');
} else {
  console.log(`diagrams: ${written} of ${files.length} files written (${DIAGRAM_DIR}/, ${SIZES_FILE})`);
}
process.exit(problems.length > 0 ? 1 : 0);
