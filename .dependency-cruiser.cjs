// Import boundaries, checked by `npm test` (step "import boundaries"): each layer may import the
// layers below it and never one above. From the top: tests/ → scripts/ → the site config
// (docusaurus.config.ts, sidebars.ts) → plugins/<name>/ (each its own, no other plugin's) → src/
// (the site's components and data) and lib/ (Node helpers shared by plugins and scripts).
// Docusaurus's own module aliases are resolved like the bundler does (scripts/lib/docusaurus-aliases.cjs),
// so an import through @site, @theme or @docusaurus/… counts as the file it reaches.
/** A layer reaching up: `from` may not import `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

module.exports = {
  forbidden: [
    forbid('src-reaches-up', 'src/ is the site itself: it must build and render without any plugin, script or test.', { path: '^src/' }, { path: '^(plugins|scripts|tests)/|^docusaurus\\.config\\.ts$' }),
    forbid('lib-reaches-up', 'lib/ holds Node helpers shared by plugins and scripts; it imports no project code above it.', { path: '^lib/' }, { path: '^(src|plugins|scripts|tests)/|^docusaurus\\.config\\.ts$' }),
    forbid(
      'plugin-reaches-up',
      "A plugin must not depend on scripts, tests or the site config that uses it (its __tests__ are tests, the top layer).",
      { path: '^plugins/', pathNot: '/__tests__/' },
      { path: '^(scripts|tests)/|^(docusaurus\\.config|sidebars)\\.ts$' },
    ),
    forbid(
      'plugin-reaches-into-another',
      'Each plugin stands alone (the bench leaves plugins/perf out); what two plugins share lives in lib/ or src/.',
      { path: '^plugins/([^/]+)/', pathNot: '/__tests__/' },
      { path: '^plugins/', pathNot: '^plugins/$1/' },
    ),
    forbid('config-reaches-up', 'The site config must not depend on scripts or tests.', { path: '^(docusaurus\\.config|sidebars)\\.ts$' }, { path: '^(scripts|tests)/' }),
    forbid('scripts-reach-into-tests', 'Scripts must not depend on tests.', { path: '^scripts/' }, { path: '^tests/' }),
    {
      name: 'not-resolvable',
      comment: 'An import the check cannot follow could hide a layer reaching up: every project import must resolve.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^@generated/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build[^/]*|\\.docusaurus|examples)/|^tests/fixtures/behaviour-site/(build|\\.docusaurus)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    webpackConfig: { fileName: 'scripts/lib/docusaurus-aliases.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
