import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The source of an installed dependency's file, as the bundler hands it to a loader. */
export function installedSource(specifier: string): string {
  return readFileSync(createRequire(import.meta.url).resolve(specifier), 'utf8');
}
