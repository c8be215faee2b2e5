import manifestJson from '../data/manifest.json';

export type SidebarId = 'userManualSidebar' | 'tutorialsSidebar' | 'shaderEditorSidebar';

/** One page the site must have, as listed in src/data/manifest.json (copied from the route manifest). */
export interface ManifestEntry {
  route: string;
  section: 'user-manual' | 'tutorials' | 'shader-editor';
  sidebar: SidebarId | null;
  sidebarPath: string[];
  titleHint: string;
  tags: string[];
  sourcePath: string;
}

export const manifest = manifestJson as ManifestEntry[];

/** The docs-plugin id of a manifest entry: its source path under docs/, without extension. */
export function docIdOf(entry: Pick<ManifestEntry, 'sourcePath'>): string {
  return entry.sourcePath.replace(/^docs\//, '').replace(/\.mdx?$/, '');
}
