import { describe, expect, it } from 'vitest';
import registryLoader from '../registry-loader';
import helmetLoader from '../helmet-loader';
import preferredVersionLoader from '../preferred-version-loader';
import shallowMemoLoader from '../shallow-memo-loader';
import versionMetadataLoader from '../version-metadata-loader';
import { installedSource } from './installed-source';

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
  const entry = `"04468c49": [() => import(/* webpackChunkName: "04468c49" */ "@generated/a.json"), "@generated/a.json", require.resolveWeak("@generated/a.json")],`;
  const withOptions = (target: string) => ({ getOptions: () => ({ target }) }) as { getOptions: () => { target: 'empty' | 'chunk-name' } };

  it('in the browser, empties the module path and keeps the import and the weak id', () => {
    expect(registryLoader.call(withOptions('empty'), entry)).toBe(
      `"04468c49": [() => import(/* webpackChunkName: "04468c49" */ "@generated/a.json"), "", require.resolveWeak("@generated/a.json")],`,
    );
  });

  it('on the server, reports the chunk name, the key of the client manifest', () => {
    expect(registryLoader.call(withOptions('chunk-name'), entry)).toBe(
      `"04468c49": [() => import(/* webpackChunkName: "04468c49" */ "@generated/a.json"), "04468c49", require.resolveWeak("@generated/a.json")],`,
    );
  });
});

describe('shallow memo loader', () => {
  const source = `export function useShallowMemoObject(obj) {
    const deps = Object.entries(obj);
    deps.sort((a, b) => a[0].localeCompare(b[0]));
    return useMemo(() => obj, deps.flat());
}`;

  it('sorts the keys without a collator, in the same order for plain keys', () => {
    const result = shallowMemoLoader(source);
    expect(result).not.toContain('localeCompare');
    const sortLine = result.split('\n').find((line) => line.includes('deps.sort'))!;
    const deps: [string, number][] = [['wordWrap', 1], ['codeBlockRef', 2], ['isEnabled', 3]];
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the rewritten line on sample keys
    new Function('deps', sortLine)(deps);
    expect(deps.map(([key]) => key)).toEqual(['codeBlockRef', 'isEnabled', 'wordWrap']);
  });

  it('fails the build when theme-common no longer has the sort it replaces', () => {
    expect(() => shallowMemoLoader('export const x = 1;')).toThrow(/theme-common changed/);
  });
});

describe('preferred version loader', () => {
  const installed = installedSource('@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js');
  const result = preferredVersionLoader(installed);

  /** The state update the rewritten mount effect makes, run with what storage returns. */
  function update(previous: object, read: object): unknown {
    const start = result.indexOf('setState((previous)');
    const effect = result.slice(start, result.indexOf('});', result.indexOf('return changed', start)) + 3);
    let updater: ((state: object) => unknown) | undefined;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the rewritten effect body on sample states
    new Function('setState', 'readStorageState', 'allDocsData', 'versionPersistence', 'pluginIds', effect)(
      (next: (state: object) => unknown) => (updater = next),
      () => read,
      {},
      'localStorage',
      ['default'],
    );
    return updater?.(previous);
  }

  it('keeps the state it started with when storage holds the same preferred version', () => {
    const initial = { default: { preferredVersionName: null } };
    expect(update(initial, { default: { preferredVersionName: null } })).toBe(initial);
  });

  it('takes the stored preferred version when it differs', () => {
    const stored = { default: { preferredVersionName: 'current' } };
    expect(update({ default: { preferredVersionName: null } }, stored)).toBe(stored);
  });

  it('memoises the context value on the state and the API', () => {
    expect(result).toContain('return useMemo(() => [state, api], [state, api]);');
    expect(result).not.toContain('return [state, api];');
  });

  it('fails the build when the docs plugin no longer has the code it replaces', () => {
    expect(() => preferredVersionLoader('export const x = 1;')).toThrow(/docs plugin changed/);
  });
});

describe('helmet loader', () => {
  const installed = installedSource('react-helmet-async/lib/index.module.js');
  const result = helmetLoader(installed);

  it('makes a mounting <Head> in the browser only request, once, the frame in which the state is reduced and written', () => {
    const emitChange = result.slice(result.indexOf('r.emitChange=function(){'), result.indexOf('r.emitChangeNow='));
    expect(emitChange).toContain('requestAnimationFrame(function(){_=null;self.emitChangeNow()})');
    // One frame for all the <Head>s mounted before it: a pending one is kept, not cancelled and asked again.
    expect(emitChange).toContain('if(_==null)_=requestAnimationFrame(');
    expect(emitChange).not.toContain('cancelAnimationFrame');
    expect(emitChange).not.toContain('helmetInstances');
    // On the server the state is still reduced at once, for the HTML being rendered.
    expect(emitChange).toContain('if(!q.canUseDOM)return self.emitChangeNow();');
    expect(result).toContain('(K(e),_=null)):k&&(i=k(o))');
  });

  it('fails the build when react-helmet-async no longer has the code it changes', () => {
    expect(() => helmetLoader('export const x = 1;')).toThrow(/react-helmet-async changed/);
  });
});
