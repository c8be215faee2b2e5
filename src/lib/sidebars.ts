import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import type { ManifestEntry, SidebarId } from './manifest';
import { docIdOf } from './manifest';

type Item = Extract<SidebarsConfig[string], unknown[]>[number];
interface Category {
  type: 'category';
  label: string;
  key: string;
  link?: { type: 'doc'; id: string };
  items: Item[];
}

/** A section header placed before the item whose route it names. */
export interface SectionHeader {
  beforeRoute: string;
  label: string;
}

/**
 * Builds one sidebar from the manifest, keeping only pages that exist.
 * Manifest order is sidebar order; a category's link page is the index page listed first
 * under its path, and a category with no existing page is left out entirely.
 */
export function buildSidebar(
  entries: readonly ManifestEntry[],
  sidebar: SidebarId,
  exists: (docId: string) => boolean,
  headers: readonly SectionHeader[] = [],
): Item[] {
  const root: Item[] = [];
  const categories = new Map<string, Category>();
  const seenPaths = new Set<string>();
  const headerAt = new Map(headers.map((header) => [header.beforeRoute, header.label]));
  // A header waits for the first page of its section that exists.
  let pendingHeader: string | undefined;

  for (const entry of entries) {
    if (entry.sidebar !== sidebar) continue;
    const id = docIdOf(entry);
    const pathKey = entry.sidebarPath.join('/');
    const opensCategory = entry.sidebarPath.length > 0 && !seenPaths.has(pathKey);
    entry.sidebarPath.forEach((_, depth) => seenPaths.add(entry.sidebarPath.slice(0, depth + 1).join('/')));
    pendingHeader = headerAt.get(entry.route) ?? pendingHeader;
    if (!exists(id)) continue;
    if (pendingHeader !== undefined) {
      root.push({ type: 'html', value: pendingHeader, className: 'sidebar-section-header', defaultStyle: true });
      pendingHeader = undefined;
    }
    const parent = categoryFor(entry.sidebarPath, root, categories);
    if (opensCategory && /\/index\.mdx?$/.test(entry.sourcePath) && parent !== root) {
      categories.get(pathKey)!.link = { type: 'doc', id };
    } else {
      parent.push({ type: 'doc', id });
    }
  }
  return root;
}

function categoryFor(path: readonly string[], root: Item[], categories: Map<string, Category>): Item[] {
  let items = root;
  path.forEach((label, depth) => {
    const key = path.slice(0, depth + 1).join('/');
    let category = categories.get(key);
    if (!category) {
      category = { type: 'category', label, key, items: [] };
      categories.set(key, category);
      items.push(category);
    }
    items = category.items;
  });
  return items;
}
