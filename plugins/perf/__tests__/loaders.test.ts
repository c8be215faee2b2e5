import { describe, expect, it } from 'vitest';
import registryLoader from '../registry-loader';
import versionMetadataLoader from '../version-metadata-loader';

describe('version metadata loader', () => {
  const version = {
    version: {
      pluginId: 'default',
      docsSidebars: { tutorialsSidebar: [{ type: 'link', href: '/ja/tutorials/timers', label: 'タイマー', docId: 'tutorials/timers' }] },
      docs: {
        'tutorials/timers': { id: 'tutorials/timers', title: 'タイマー', description: 'ゲーム内の時間で動くタイマーを作ります。', sidebar: 'tutorialsSidebar' },
      },
    },
  };

  it('drops the description of every doc and keeps ids, titles and sidebars', () => {
    const result = JSON.parse(versionMetadataLoader(JSON.stringify(version)));
    expect(result.version.docs['tutorials/timers']).toEqual({ id: 'tutorials/timers', title: 'タイマー', sidebar: 'tutorialsSidebar' });
    expect(result.version.docsSidebars).toEqual(version.version.docsSidebars);
  });

  it('leaves the props of other docs routes (a tag page) as they were', () => {
    const tag = JSON.stringify({ tag: { label: 'physics', permalink: '/ja/tags/physics', description: 'Physics pages' } });
    expect(versionMetadataLoader(tag)).toBe(tag);
  });
});

describe('route registry loader', () => {
  it('empties the module path the browser never reads and keeps the import and the weak id', () => {
    const entry = `"04468c49": [() => import("@generated/a.json"), "@generated/a.json", require.resolveWeak("@generated/a.json")],`;
    expect(registryLoader(entry)).toBe(`"04468c49": [() => import("@generated/a.json"), "", require.resolveWeak("@generated/a.json")],`);
  });
});
