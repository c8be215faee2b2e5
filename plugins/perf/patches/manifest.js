// The patch manifest (manifest.json): loaded and checked against its schema once per process, and
// the helpers that find what an entry changes. Plain JavaScript: the bundler loads loader.js, which
// needs it, with Node's own require.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const Ajv = require('ajv').default;
const semver = require('semver');

/**
 * @typedef {string | string[]} Text
 * @typedef {{ find: Text, replace: Text }} Piece
 * @typedef {'client' | 'server' | 'both'} Bundle
 * @typedef {'route-registry' | 'version-metadata' | 'empty-module'} TransformName
 * @typedef {{
 *   id: string,
 *   package: string,
 *   versions: string,
 *   module?: string,
 *   generated?: string,
 *   bundle: Bundle,
 *   expect?: number,
 *   pieces?: Piece[],
 *   transform?: TransformName,
 *   why: string,
 *   upstream?: string,
 *   removeWhen: string,
 * }} Patch
 * @typedef {{ name: string, version: string, dir: string }} InstalledPackage
 */

const MANIFEST = path.join(__dirname, 'manifest.json');
const SCHEMA = path.join(__dirname, 'manifest.schema.json');

/**
 * Checks a parsed manifest against the schema; returns its patches or throws with every problem.
 * @param {unknown} manifest
 * @returns {Patch[]}
 */
function validateManifest(manifest) {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')));
  if (!validate(manifest)) {
    const problems = (validate.errors ?? []).map((error) => `  ${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    throw new Error(`plugins/perf/patches/manifest.json does not match manifest.schema.json:\n${problems.join('\n')}`);
  }
  const patches = /** @type {{ patches: Patch[] }} */ (manifest).patches;
  const ids = patches.map((patch) => patch.id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) throw new Error(`plugins/perf/patches/manifest.json: patch ids must be unique (${repeated.join(', ')})`);
  for (const patch of patches) {
    if (semver.validRange(patch.versions) === null) throw new Error(`plugins/perf/patches/manifest.json: ${patch.id}: "${patch.versions}" is not a semver range`);
  }
  return patches;
}

/** @type {Patch[] | undefined} */
let loaded;

/** The manifest's patches, validated. @returns {Patch[]} */
function patches() {
  loaded ??= validateManifest(JSON.parse(readFileSync(MANIFEST, 'utf8')));
  return loaded;
}

/** @param {string} id @returns {Patch} */
function patchById(id) {
  const patch = patches().find((candidate) => candidate.id === id);
  if (!patch) throw new Error(`plugins/perf/patches/manifest.json has no patch "${id}"`);
  return patch;
}

/** @param {Text} text @returns {string} */
const textOf = (text) => (Array.isArray(text) ? text.join('\n') : text);

/**
 * The installed package `name` as Node finds it from `from` (node_modules folders upwards), without
 * going through its `exports`, which hide the internal modules patches change.
 * @param {string} name
 * @param {string} from
 * @returns {InstalledPackage | null}
 */
function installedPackage(name, from) {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...name.split('/'));
    if (existsSync(path.join(candidate, 'package.json'))) {
      const { version } = JSON.parse(readFileSync(path.join(candidate, 'package.json'), 'utf8'));
      return { name, version, dir: candidate };
    }
    if (path.dirname(dir) === dir) return null;
  }
}

/** @type {Map<string, InstalledPackage | null>} */
const owners = new Map();

/**
 * The installed package a file belongs to, named as it is installed (the folders after the last
 * node_modules), or null for a file outside node_modules (generated modules).
 * @param {string} file
 * @returns {InstalledPackage | null}
 */
function packageOfFile(file) {
  const match = /^(.*[\\/]node_modules[\\/])((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(file);
  const [, modulesDir, installedAs] = match ?? [];
  if (!modulesDir || !installedAs) return null;
  const dir = modulesDir + installedAs;
  if (!owners.has(dir)) {
    const manifest = path.join(dir, 'package.json');
    const version = existsSync(manifest) ? String(JSON.parse(readFileSync(manifest, 'utf8')).version) : 'unknown';
    owners.set(dir, { name: installedAs.split(/[\\/]/).join('/'), version, dir });
  }
  return owners.get(dir) ?? null;
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path written with `/` as a pattern that matches `/` or `\`; `*` matches within one segment. */
const pathPattern = (/** @type {string} */ posixPath) =>
  posixPath
    .split('/')
    .map((segment) => segment.split('*').map(escapeRegExp).join('[^\\\\/]*'))
    .join('[\\\\/]');

/**
 * Which module files an entry changes: its module inside every installed copy of its package, or the
 * generated module(s) in this build's generated files folder.
 * @param {Patch} patch
 * @param {string} generatedFilesDir
 * @returns {RegExp}
 */
function moduleMatcher(patch, generatedFilesDir) {
  if (patch.module) return new RegExp(`[\\\\/]node_modules[\\\\/]${pathPattern(`${patch.package}/${patch.module}`)}$`);
  if (!patch.generated) throw new Error(`patch ${patch.id} names neither a module nor a generated module`);
  return new RegExp(`^${escapeRegExp(path.resolve(generatedFilesDir))}[\\\\/]${pathPattern(patch.generated)}$`);
}

/** An entry's reason in a message: the first sentence of `why`, without its full stop. @param {Patch} patch */
const reasonOf = (patch) => (patch.why.split('. ')[0] ?? patch.why).replace(/\.$/, '');
/** When an entry can go, in a message. @param {Patch} patch */
const removableWhen = (patch) => patch.removeWhen.replace(/\.$/, '');

/** Where an entry's module is, for messages. @param {Patch} patch */
const describeModule = (patch) => (patch.module ? `${patch.package}/${patch.module}` : `the generated ${patch.generated} (written by ${patch.package})`);

/** Whether an entry applies to a bundle. @param {Patch} patch @param {'client' | 'server'} bundle */
const appliesTo = (patch, bundle) => patch.bundle === 'both' || patch.bundle === bundle;

/**
 * Fails when the installed package is outside the versions an entry was written for, or when the
 * module it changes is not where it says.
 * @param {Patch} patch
 * @param {string} siteDir
 */
function checkInstalled(patch, siteDir) {
  const installed = installedPackage(patch.package, siteDir);
  if (!installed) throw new Error(`patch ${patch.id}: ${patch.package} is not installed. Remove the entry from plugins/perf/patches/manifest.json if the site no longer uses it.`);
  if (!semver.satisfies(installed.version, patch.versions, { includePrerelease: true })) {
    throw new Error(
      `patch ${patch.id}: ${patch.package}@${installed.version} is outside the versions it was written for (${patch.versions}). ` +
        `Check that ${describeModule(patch)} still needs it (it can go when ${removableWhen(patch)}) and that its pieces still mean what they did, ` +
        `then set "versions" in plugins/perf/patches/manifest.json, or remove the entry.`,
    );
  }
  if (patch.module && !existsSync(path.join(installed.dir, patch.module))) {
    throw new Error(
      `patch ${patch.id}: ${patch.package}@${installed.version} has no ${patch.module}. The code it changes has moved: find it in the package, ` +
        `then update "module" in plugins/perf/patches/manifest.json, or remove the entry if the change is no longer needed.`,
    );
  }
  return installed;
}

module.exports = { validateManifest, patches, patchById, textOf, installedPackage, packageOfFile, moduleMatcher, describeModule, appliesTo, checkInstalled, reasonOf, removableWhen };
