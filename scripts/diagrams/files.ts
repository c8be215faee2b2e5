/** The files the diagrams generate, with their exact content: shared by the render script and the tests. */
import { diagrams } from './index';
import { LOCALES, PALETTES } from './lib';

/** Where the SVGs go, relative to the site root. */
export const DIAGRAM_DIR = 'static/img/diagrams';
/** Each diagram's size, read by src/components/Diagram. */
export const SIZES_FILE = 'src/components/Diagram/sizes.json';

export interface GeneratedFile {
  /** Relative to the site root, with forward slashes. */
  path: string;
  content: string;
}

export function expectedFiles(): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  const sizes: Record<string, { width: number; height: number }> = {};
  for (const diagram of diagrams) {
    sizes[diagram.name] = { width: diagram.width, height: diagram.height };
    for (const locale of LOCALES) {
      for (const palette of PALETTES) {
        files.push({ path: `${DIAGRAM_DIR}/${diagram.name}.${locale}.${palette}.svg`, content: diagram.render(locale, palette) });
      }
    }
  }
  files.push({ path: SIZES_FILE, content: `${JSON.stringify(sizes, null, 2)}\n` });
  return files;
}
