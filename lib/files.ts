import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Lists the files under `dir` (recursively) whose names match `pattern`, sorted. Missing dirs give []. */
export function listFiles(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
