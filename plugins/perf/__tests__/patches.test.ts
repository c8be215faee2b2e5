import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyPieces, occurrences } from '../patches/apply';
import { countProblem } from '../patches';
import patchLoader from '../patches/loader';
import { checkInstalled, moduleMatcher, patchById, patches, textOf, validateManifest, type Patch } from '../patches/manifest';
import routeRegistry from '../patches/transforms/route-registry';
import versionMetadata from '../patches/transforms/version-metadata';
import { generatedModules, installedModule } from './installed-source';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, '../patches/manifest.json'), 'utf8')) as { patches: Patch[] };
const generated = await generatedModules();

/** Runs the one loader on a source as the bundler would for a module of `file`. */
function runLoader(patch: Patch, source: string, bundle: 'client' | 'server', file: string): string {
  return patchLoader.call({ resourcePath: file, getOptions: () => ({ id: patch.id, bundle }) }, source);
}

describe('every patch of the manifest, against the installed sources', () => {
  it.each(patches().map((patch) => [patch.id, patch] as const))('%s applies', (_id, patch) => {
    checkInstalled(patch, siteDir);
    if (patch.pieces) {
      const { source, where } = installedModule(patch);
      const result = applyPieces(source, patch, where);
      for (const piece of patch.pieces) {
        expect(occurrences(source, textOf(piece.find)), where).toBe(1);
        if (textOf(piece.replace) !== '') expect(result).toContain(textOf(piece.replace));
      }
      const change = patch.pieces.reduce((sum, piece) => sum + textOf(piece.replace).length - textOf(piece.find).length, 0);
      expect(result.length).toBe(source.length + change);
    } else if (patch.transform === 'route-registry') {
      const entries = generated.registry.match(/^\s*"[^"]+": \[/gm)?.length ?? 0;
      expect(entries).toBeGreaterThan(1);
      const server = runLoader(patch, generated.registry, 'server', path.join(generated.dir, 'registry.js'));
      const client = runLoader(patch, generated.registry, 'client', path.join(generated.dir, 'registry.js'));
      // Server: every entry reports its chunk name; browser: no module path is left but in the imports.
      expect(server.match(/\), "([^"]+)", require\.resolveWeak/g)?.length).toBe(entries);
      for (const [, chunk, reported] of server.matchAll(/webpackChunkName: "([^"]+)" \*\/ "[^"]+"\), "([^"]*)"/g)) expect(reported).toBe(chunk);
      expect(client.match(/\), "", require\.resolveWeak/g)?.length).toBe(entries);
    } else if (patch.transform === 'version-metadata') {
      const file = path.join(generated.dir, 'docusaurus-plugin-content-docs/default/p/x.json');
      const result = JSON.parse(runLoader(patch, generated.versionProps, 'client', file));
      expect(result.version.docs.intro).toEqual({ id: 'intro', title: 'はじめに', sidebar: 'guide' });
      expect(result.version.docsSidebars).toEqual(JSON.parse(generated.versionProps).version.docsSidebars);
      // Props of other docs routes (a tag page) pass through as they are.
      expect(runLoader(patch, generated.otherProps, 'client', file)).toBe(generated.otherProps);
      expect(moduleMatcher(patch, generated.dir).test(file)).toBe(true);
    } else {
      expect(installedModule(patch).source.length).toBeGreaterThan(0);
    }
  });
});

describe('the manifest', () => {
  const valid = manifest.patches.find((patch) => patch.pieces)!;
  const withPatch = (change: Record<string, unknown>) => ({ patches: [{ ...valid, ...change }] });

  it('matches its schema', () => {
    expect(validateManifest(manifest)).toHaveLength(manifest.patches.length);
  });

  it.each([
    ['an entry without a reason', withPatch({ why: undefined }), /must have required property 'why'/],
    ['an entry naming both a module and a generated module', withPatch({ generated: 'registry.js' }), /must match exactly one schema/],
    ['an entry with both pieces and a transform', withPatch({ transform: 'empty-module' }), /must match exactly one schema/],
    ['an unknown transform', withPatch({ pieces: undefined, transform: 'rewrite-everything' }), /must be equal to one of the allowed values/],
    ['an upstream link that is not an issue, pull request or discussion', withPatch({ upstream: 'https://example.com/bug' }), /upstream must match pattern/],
    ['an unknown field', withPatch({ reason: 'typo' }), /must NOT have additional properties/],
    ['two entries with one id', { patches: [valid, valid] }, /ids must be unique/],
    ['a version that is no range', withPatch({ versions: 'latest-ish' }), /is not a semver range/],
  ])('refuses %s', (_name, candidate, message) => {
    expect(() => validateManifest(candidate)).toThrow(message);
  });
});

describe('patch failures name the package, version, module and piece, and say what to do', () => {
  const patch = patchById('shallow-memo-without-collator');
  const { source, where } = installedModule(patch);
  const find = textOf(patch.pieces![0]!.find);

  it('fails when a piece is gone', () => {
    expect(() => applyPieces(source.replace(find, 'deps.sort(compare);'), patch, where)).toThrow(
      /patch shallow-memo-without-collator: piece 1 of 1 no longer occurs in @docusaurus\/theme-common@[\d.]+\/lib\/utils\/reactUtils\.js[\s\S]*localeCompare[\s\S]*rewrite the piece[\s\S]*manifest\.json/,
    );
  });

  it('fails when a piece occurs twice, instead of changing the first', () => {
    expect(() => applyPieces(`${source}\n${find}`, patch, where)).toThrow(/piece 1 of 1 occurs 2 times[\s\S]*Lengthen the piece/);
  });

  it('names the installed package and version of the module the loader ran on', () => {
    const file = path.join(siteDir, 'node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js');
    expect(() => runLoader(patch, 'export {}', 'client', file)).toThrow(/@docusaurus\/theme-common@\d+\.\d+\.\d+\/lib\/utils\/reactUtils\.js/);
  });

  it('fails when the installed package is outside the versions the entry was written for', () => {
    expect(() => checkInstalled({ ...patch, versions: '^2.0.0' }, siteDir)).toThrow(/@docusaurus\/theme-common@[\d.]+ is outside the versions it was written for \(\^2\.0\.0\)/);
  });

  it('fails when the module it changes has moved', () => {
    expect(() => checkInstalled({ ...patch, module: 'lib/utils/moved.js' }, siteDir)).toThrow(/has no lib\/utils\/moved\.js\. The code it changes has moved/);
  });

  it('fails when the route registry changes shape', () => {
    const changed = generated.registry.replaceAll('require.resolveWeak(', 'require.resolveLazy(');
    expect(() => routeRegistry(changed, { bundle: 'client', where: 'registry.js' })).toThrow(/has \d+ entries, 0 of them in the shape it rewrites/);
    expect(() => routeRegistry('export default {};\n', { bundle: 'server', where: 'registry.js' })).toThrow(/has 0 entries/);
  });

  it('fails when the version metadata changes shape', () => {
    const data = JSON.parse(generated.versionProps);
    const changed = JSON.stringify({ version: { ...data.version, docs: Object.values(data.version.docs) .map((doc) => ({ ...(doc as object), id: undefined })) } });
    expect(() => versionMetadata(changed, { where: 'p/x.json' })).toThrow(/no longer has `version.docs` as an object/);
    expect(() => versionMetadata(JSON.stringify({ version: { ...data.version, docs: undefined } }), { where: 'p/x.json' })).toThrow(/no longer has/);
  });
});

describe('per-compilation counts', () => {
  const patch = patchById('link-without-per-link-preload-handlers');

  it('pass when the entry touched the modules it expects', () => {
    expect(countProblem(patch, 'client', ['/site/node_modules/@docusaurus/core/lib/client/exports/Link.js'])).toBeNull();
  });

  it('fail when the entry touched no module, saying what is no longer applied and what to do', () => {
    expect(countProblem(patch, 'client', [])).toMatch(
      /patch link-without-per-link-preload-handlers touched no module in the client bundle \(expected 1\): @docusaurus\/core\/lib\/client\/exports\/Link\.js is no longer bundled there[\s\S]*update "module"/,
    );
  });

  it('fail when the entry touched more modules than expected, naming the copies', () => {
    const copies = ['/site/node_modules/@docusaurus/core/lib/client/exports/Link.js', '/site/node_modules/x/node_modules/@docusaurus/core/lib/client/exports/Link.js'];
    expect(countProblem(patch, 'client', copies)).toMatch(/touched 2 modules in the client bundle \(expected 1\)[\s\S]*Several copies of the package/);
  });
});

describe('what the patches do', () => {
  it('the collator-free key sort orders plain keys as before', () => {
    const patch = patchById('shallow-memo-without-collator');
    const sortLine = textOf(patch.pieces![0]!.replace);
    const deps: [string, number][] = [['wordWrap', 1], ['codeBlockRef', 2], ['isEnabled', 3]];
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the replacement on sample keys
    new Function('deps', sortLine)(deps);
    expect(deps.map(([key]) => key)).toEqual(['codeBlockRef', 'isEnabled', 'wordWrap']);
  });

  describe('the preferred-version provider', () => {
    const patch = patchById('preferred-version-stable-state');
    const { source, where } = installedModule(patch);
    const result = applyPieces(source, patch, where);

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
  });

  it('a mounting <Head> in the browser only requests, once, the frame in which the state is reduced and written', () => {
    const patch = patchById('helmet-one-reduce-per-frame');
    const { source, where } = installedModule(patch);
    const result = applyPieces(source, patch, where);
    const emitChange = result.slice(result.indexOf('r.emitChange=function(){'), result.indexOf('r.emitChangeNow='));
    expect(emitChange).toContain('requestAnimationFrame(function(){_=null;self.emitChangeNow()})');
    // One frame for all the <Head>s mounted before it: a pending one is kept, not cancelled and asked again.
    expect(emitChange).toContain('if(_==null)_=requestAnimationFrame(');
    expect(emitChange).not.toContain('cancelAnimationFrame');
    // On the server the state is still reduced at once, for the HTML being rendered.
    expect(emitChange).toContain('if(!q.canUseDOM)return self.emitChangeNow();');
    expect(result).toContain('(K(e),_=null)):k&&(i=k(o))');
  });

  it("Link keeps no per-link preload handler", () => {
    const patch = patchById('link-without-per-link-preload-handlers');
    const { source, where } = installedModule(patch);
    expect(applyPieces(source, patch, where)).not.toMatch(/onMouseEnter=|onTouchStart=/);
  });
});
