import { describe, expect, it } from 'vitest';
import type { ManifestEntry } from '../../src/lib/manifest';
import { buildSidebar } from '../../src/lib/sidebars';

const entry = (route: string, sidebarPath: string[], sourcePath: string): ManifestEntry => ({
  route, sidebarPath, sourcePath, section: 'user-manual', sidebar: 'userManualSidebar', titleHint: '', tags: [],
});

const manifest: ManifestEntry[] = [
  entry('/user-manual/', [], 'docs/user-manual/index.md'),
  entry('/user-manual/getting-started/', ['Getting Started'], 'docs/user-manual/getting-started/index.md'),
  entry('/user-manual/getting-started/community/', ['Getting Started'], 'docs/user-manual/getting-started/community.md'),
  entry('/user-manual/engine/', ['Engine'], 'docs/user-manual/engine/index.md'),
  entry('/user-manual/engine/standalone/', ['Engine'], 'docs/user-manual/engine/standalone.md'),
  entry('/user-manual/react/api/app/', ['React', 'API'], 'docs/user-manual/react/api/app.md'),
  entry('/user-manual/editor/publishing/', ['Editor', 'Publishing'], 'docs/user-manual/editor/publishing/index.md'),
  entry('/user-manual/editor/publishing/desktop/', ['Editor', 'Publishing'], 'docs/user-manual/editor/publishing/desktop/index.md'),
];
const headers = [
  { beforeRoute: '/user-manual/', label: 'Introduction' },
  { beforeRoute: '/user-manual/engine/', label: 'Core Products' },
];
const all = () => true;

describe('buildSidebar', () => {
  it('nests pages under their categories and links a category to its first index page', () => {
    const sidebar = buildSidebar(manifest, 'userManualSidebar', all, headers);
    expect(sidebar[1]).toEqual({ type: 'doc', id: 'user-manual/index' });
    expect(sidebar[2]).toEqual({
      type: 'category', label: 'Getting Started', key: 'Getting Started',
      link: { type: 'doc', id: 'user-manual/getting-started/index' },
      items: [{ type: 'doc', id: 'user-manual/getting-started/community' }],
    });
  });

  it('keeps a later index page as a plain item, not as the category link', () => {
    const sidebar = buildSidebar(manifest, 'userManualSidebar', all);
    const editor = sidebar.find((item) => typeof item === 'object' && 'key' in item && item.key === 'Editor');
    expect(editor).toMatchObject({
      items: [{ key: 'Editor/Publishing', link: { id: 'user-manual/editor/publishing/index' }, items: [{ type: 'doc', id: 'user-manual/editor/publishing/desktop/index' }] }],
    });
  });

  it('leaves a category without an index page unlinked', () => {
    const sidebar = buildSidebar(manifest, 'userManualSidebar', all);
    expect(sidebar).toContainEqual({
      type: 'category', label: 'React', key: 'React',
      items: [{ type: 'category', label: 'API', key: 'React/API', items: [{ type: 'doc', id: 'user-manual/react/api/app' }] }],
    });
  });

  it('omits pages that do not exist and categories left empty', () => {
    const onlyWelcome = (id: string) => id === 'user-manual/index';
    expect(buildSidebar(manifest, 'userManualSidebar', onlyWelcome)).toEqual([{ type: 'doc', id: 'user-manual/index' }]);
  });

  it('places a section header before the first existing page of its section', () => {
    const withoutEngineIndex = (id: string) => id !== 'user-manual/engine/index';
    const sidebar = buildSidebar(manifest, 'userManualSidebar', withoutEngineIndex, headers);
    const labels = sidebar.map((item) => (typeof item === 'object' && item.type === 'html' ? item.value : null));
    expect(labels.filter(Boolean)).toEqual(['Introduction', 'Core Products']);
    const coreIndex = labels.indexOf('Core Products');
    expect(sidebar[coreIndex + 1]).toMatchObject({ type: 'category', key: 'Engine' });
  });

  it('ignores entries of other sidebars', () => {
    const other = { ...manifest[0]!, sidebar: 'tutorialsSidebar' as const };
    expect(buildSidebar([other], 'userManualSidebar', all)).toEqual([]);
  });
});
