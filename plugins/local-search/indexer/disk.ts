import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LocalIndex } from '../client/engine';
import { INDEX_DIR } from '../client/records';
import type { ReadJson } from '../client/store';

/** Reads a locale's index files from a build folder (build/ or build/ja/), for tools and tests. */
export function diskReader(localeDir: string): ReadJson {
  const dir = path.join(localeDir, INDEX_DIR);
  return async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as unknown;
}

/** Opens a locale's built index the way the browser does, reading files instead of fetching them. */
export function openBuiltIndex(localeDir: string): Promise<LocalIndex> {
  return LocalIndex.open(diskReader(localeDir));
}
