// Wires the patch manifest into a bundler configuration: one rule per entry that applies to the
// bundle, each running loader.js on the entry's module(s), and a plugin that counts, per
// compilation, the modules each entry touched and fails the build when that is not what the entry
// expects (none: the module moved or is no longer bundled; more: several copies of the package).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { appliesTo, checkInstalled, describeModule, moduleMatcher, packageOfFile, patches, reasonOf, removableWhen } = require('./manifest');
const { isVersionMetadata } = require('./transforms/version-metadata');

const LOADER = path.join(__dirname, 'loader.js');

/** @typedef {import('./manifest').Patch} Patch */
/** @typedef {'client' | 'server'} Bundle */
/**
 * The parts of the bundler's compiler the count uses (rspack's; Docusaurus types plugins with webpack's).
 * @typedef {{ hooks: { finishModules: { tap(name: string, fn: (modules: Iterable<object>) => void): void } }, errors: Error[] }} CompilationLike
 * @typedef {{ hooks: { thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void } }, webpack: { WebpackError: new (message: string) => Error } }} CompilerLike
 */

/**
 * The patches that apply to a bundle, each checked against the installed package (version range,
 * module present) before anything is bundled.
 * @param {Bundle} bundle
 * @param {string} siteDir
 * @returns {Patch[]}
 */
function patchesFor(bundle, siteDir) {
  return patches().filter((patch) => {
    checkInstalled(patch, siteDir);
    return appliesTo(patch, bundle);
  });
}

/**
 * The bundler rules that apply the patches of a bundle.
 * @param {Bundle} bundle
 * @param {{ siteDir: string, generatedFilesDir: string }} dirs
 */
function patchRules(bundle, { siteDir, generatedFilesDir }) {
  return patchesFor(bundle, siteDir).map((patch) => ({
    test: moduleMatcher(patch, generatedFilesDir),
    // Before other loaders: the pieces are the package's published code.
    enforce: /** @type {const} */ ('pre'),
    use: [{ loader: LOADER, options: { id: patch.id, bundle } }],
  }));
}

/**
 * Whether a module an entry's rule matched is one the entry changes. The version metadata transform
 * matches every props module of the docs plugin and changes only the version's own; the others
 * change every module they match. Read from the file, so that modules restored from the bundler's
 * persistent cache (the loader did not run again) count too.
 * @param {Patch} patch
 * @param {string} file
 */
function touches(patch, file) {
  if (patch.transform !== 'version-metadata') return true;
  return isVersionMetadata(readFileSync(file, 'utf8'));
}

/**
 * What is wrong with the modules an entry touched in one compilation, or null.
 * @param {Patch} patch
 * @param {Bundle} bundle
 * @param {readonly string[]} files - The modules it touched.
 * @returns {string | null}
 */
function countProblem(patch, bundle, files) {
  const expected = patch.expect ?? 1;
  if (files.length === expected) return null;
  const owners = [...new Set(files.map((file) => packageOfFile(file)).map((owner) => (owner ? `${owner.name}@${owner.version}` : patch.package)))];
  const listed = files.map((file) => `\n    ${file}`).join('');
  if (files.length === 0) {
    return (
      `patch ${patch.id} touched no module in the ${bundle} bundle (expected ${expected}): ${describeModule(patch)} is no longer bundled there, ` +
      `so its change (${reasonOf(patch)}) is not applied. Find where the code moved in the installed package, then update "module" ` +
      `(or "generated") in plugins/perf/patches/manifest.json, or remove the entry if it is no longer needed (it can go when ${removableWhen(patch)}).`
    );
  }
  return (
    `patch ${patch.id} touched ${files.length} modules in the ${bundle} bundle (expected ${expected}), from ${owners.join(', ')}:${listed}\n` +
    'Several copies of the package are installed (deduplicate them, e.g. with `npm dedupe` or an override in package.json), ' +
    'or the entry matches more than it should: set "expect" in plugins/perf/patches/manifest.json only if every copy needs the change.'
  );
}

/** Counts, per compilation, the modules each patch of a bundle touched, and fails the build on a wrong count. */
class PatchCountPlugin {
  /**
   * @param {Bundle} bundle
   * @param {{ siteDir: string, generatedFilesDir: string }} dirs
   */
  constructor(bundle, dirs) {
    this.bundle = bundle;
    this.dirs = dirs;
  }

  /** @param {CompilerLike} compiler */
  apply(compiler) {
    const entries = patchesFor(this.bundle, this.dirs.siteDir).map((patch) => ({ patch, matcher: moduleMatcher(patch, this.dirs.generatedFilesDir) }));
    compiler.hooks.thisCompilation.tap('PatchCountPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('PatchCountPlugin', (modules) => {
        /** @type {Map<string, string[]>} */
        const touched = new Map(entries.map(({ patch }) => [patch.id, []]));
        for (const module of modules) {
          const resource = /** @type {{ resource?: unknown }} */ (module).resource;
          if (typeof resource !== 'string') continue;
          const file = resource.split('?')[0] ?? resource;
          for (const { patch, matcher } of entries) if (matcher.test(file) && touches(patch, file)) touched.get(patch.id)?.push(file);
        }
        for (const { patch } of entries) {
          const problem = countProblem(patch, this.bundle, touched.get(patch.id) ?? []);
          if (problem) compilation.errors.push(new compiler.webpack.WebpackError(problem));
        }
      });
    });
  }
}

module.exports = { patchRules, PatchCountPlugin, countProblem };
