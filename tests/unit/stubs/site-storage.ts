// Stand-in for Docusaurus's generated `@generated/site-storage` module, as this site configures it:
// local storage, no key namespace (siteStorageNamespacing is off so the key stays `theme`).
export default { type: 'localStorage', namespace: '' };
