import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { manifest } from '../../../src/lib/manifest';
import type { Doc, SiteInfo } from '../pages';

/** The repository root. */
export const SITE_DIR = path.resolve(__dirname, '../../..');

/** A front-matter field as written on one line (the fields these tests read are). */
function field(source: string, name: string): string {
  const value = new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(source.split(/\n---\n/)[0] ?? '')?.[1] ?? '';
  return /^["']/.test(value) ? (JSON.parse(value.replace(/^'(.*)'$/, '"$1"')) as string) : value;
}

/** The docs of a locale as the docs plugin would hand them over, read from the manifest and the files (no build). */
export function siteDocs(locale: 'en' | 'ja'): { docs: Doc[]; site: SiteInfo } {
  const baseUrl = locale === 'ja' ? '/ja/' : '/';
  const docs: Doc[] = [];
  for (const entry of manifest) {
    // The manifest names `.md`; a page with components is the same path as `.mdx`.
    const base = (locale === 'ja' ? entry.sourcePath.replace(/^docs\//, 'i18n/ja/docusaurus-plugin-content-docs/current/') : entry.sourcePath).replace(/\.mdx?$/, '');
    const relative = ['.md', '.mdx'].map((ext) => base + ext).find((file) => existsSync(path.join(SITE_DIR, file)));
    if (!relative) continue;
    const source = readFileSync(path.join(SITE_DIR, relative), 'utf8');
    docs.push({ source: `@site/${relative}`, permalink: `${baseUrl}${entry.route.slice(1)}`, title: field(source, 'title'), description: field(source, 'description') });
  }
  return { docs, site: { siteDir: SITE_DIR, siteUrl: 'https://developer.playcanvas.com', baseUrl, locale } };
}
