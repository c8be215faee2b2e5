// Client bundle only: the docs plugin's preferred-version provider reads browser storage once
// mounted and always stores what it read as a new object, and hands its consumers a new context
// value on every render. Every navbar docs item and the search bar then render again during
// hydration although, with nothing stored, the state read is the one they started with. Here the
// state read replaces the old one only when a plugin's preferred version differs, and the context
// value changes only with the state.
const replaceExactly = require('./replace-exactly');

const STORAGE_READ = 'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));';
const CONTEXT_VALUE = 'return [state, api];';

/** @type {(source: string) => string} */
module.exports = function preferredVersionLoader(source) {
  return replaceExactly(
    source,
    [
      [
        STORAGE_READ,
        `setState((previous) => {
            const read = readStorageState({ allDocsData, versionPersistence, pluginIds });
            const changed = pluginIds.some((id) => previous[id]?.preferredVersionName !== read[id]?.preferredVersionName);
            return changed ? read : previous;
        });`,
      ],
      [CONTEXT_VALUE, 'return useMemo(() => [state, api], [state, api]);'],
    ],
    'preferred-version-loader: the docs plugin changed, the storage read or context value it replaces is gone',
  );
};
