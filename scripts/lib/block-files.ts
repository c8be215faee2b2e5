/**
 * Page code blocks as module files, for the checks that hand them to TypeScript or to Node: the
 * pages they come from, and the folder they are written to.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../lib/files';
import { PAGE_DIRS } from './files';

/** Every page of both locales (.md and .mdx), as absolute paths. */
export function allPages(root: string): string[] {
  return PAGE_DIRS.flatMap((dir) => listFiles(path.join(root, dir), /\.mdx?$/));
}

export interface BlockFolder {
  /** The folder's absolute path. */
  dir: string;
  /**
   * Writes one block of a page (project-relative) as `<page>__<index><ext>` and returns its path.
   * Nothing is added above the code, so its lines stay the page's; `export {}` keeps it a module,
   * so blocks never share top-level names.
   */
  write(page: string, index: number, code: string, ext: string): string;
  remove(): void;
}

/**
 * An empty folder for one run's block files: inside node_modules so that `playcanvas` resolves from
 * them, and one per process so that two runs side by side (writers checking their pages at once)
 * never delete each other's files.
 */
export function blockFolder(root: string, purpose: string): BlockFolder {
  const dir = path.join(root, 'node_modules/.cache', purpose, String(process.pid));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    write(page, index, code, ext) {
      const file = path.join(dir, `${page.replace(/[\\/.]/g, '_')}__${index}${ext}`);
      writeFileSync(file, `${code}\nexport {};\n`);
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
