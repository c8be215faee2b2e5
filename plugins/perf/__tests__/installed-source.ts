import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';
import { toVersionMetadataProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import { installedPackage, type Patch } from '../patches/manifest';

const siteDir = path.resolve(import.meta.dirname, '../../..');

/** The installed source of a patch's module, as the bundler hands it to the loader. */
export function installedModule(patch: Patch): { source: string; where: string } {
  const installed = installedPackage(patch.package, siteDir);
  if (!installed || !patch.module) throw new Error(`${patch.id}: no installed module`);
  return { source: readFileSync(path.join(installed.dir, patch.module), 'utf8'), where: `${patch.package}@${installed.version}/${patch.module}` };
}

/** A docs version as the docs plugin loads it, with two docs in a sidebar. */
const LOADED_VERSION = {
  versionName: 'current',
  label: 'Next',
  path: '/docs/',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  sidebars: { guide: [{ type: 'doc', id: 'intro' }, { type: 'doc', id: 'camera' }] },
  docs: [
    { id: 'intro', title: 'はじめに', description: 'このサイトについて。', sidebar: 'guide', permalink: '/docs/intro/', frontMatter: {} },
    { id: 'camera', title: 'カメラ', description: 'カメラの使い方。', sidebar: 'guide', permalink: '/docs/camera/', frontMatter: {} },
  ],
};

/**
 * The modules Docusaurus generates for a docs version, written by its own code generator into a
 * temporary folder: the route registry, and the props modules of the docs plugin (the version root
 * route's, with the version metadata, and a tag page's, without).
 */
export async function generatedModules(): Promise<{ registry: string; versionProps: string; otherProps: string; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'perf-patches-'));
  const plugin = { name: 'docusaurus-plugin-content-docs', id: 'default' };
  await generateRouteFiles({
    generatedFilesDir: dir,
    baseUrl: '/',
    routes: [
      {
        path: '/docs/',
        component: '@theme/DocVersionRoot',
        exact: false,
        plugin,
        // The docs plugin gives a version's root route its metadata like this (routes.js).
        props: { version: toVersionMetadataProp('default', LOADED_VERSION as never) },
        routes: [{ path: '/docs/intro/', component: '@theme/DocItem', exact: true, plugin, modules: { content: '@site/docs/intro.md' } }],
      },
      { path: '/docs/tags/camera/', component: '@theme/DocTagDocListPage', exact: true, plugin, props: { tag: { label: 'camera', permalink: '/docs/tags/camera/', allTagsPath: '/docs/tags/', count: 1, items: [] } } },
    ] as never,
  });
  const propsDir = path.join(dir, 'docusaurus-plugin-content-docs', 'default', 'p');
  const props = readdirSync(propsDir).map((name) => readFileSync(path.join(propsDir, name), 'utf8'));
  const versionProps = props.find((source) => source.startsWith('{"version"'));
  const otherProps = props.find((source) => !source.startsWith('{"version"'));
  if (!versionProps || !otherProps) throw new Error(`unexpected props modules: ${props.join(', ')}`);
  return { registry: readFileSync(path.join(dir, 'registry.js'), 'utf8'), versionProps, otherProps, dir };
}
