/**
 * The page template (siteConfig.ssrTemplate; the bench's stock build keeps Docusaurus's own).
 * Docusaurus's template puts the entry scripts in <head> with `defer`: the browser requests them
 * with the HTML, so on a slow phone connection about 80 KB of JavaScript shares the bandwidth with
 * the page's stylesheet, and the first paint of text waits for it. Here a small inline script at
 * the end of <body> requests them, in order (runtime first), once the browser reports the first
 * contentful paint (or at once when the page is hidden, or after 5 s whatever happens). Nothing
 * needs them to read the page: links are plain links until they hydrate.
 *
 * The template is Docusaurus's own with those two changes, made to the installed template when the
 * config loads: a change to Docusaurus's template carries over, and a change to the parts replaced
 * fails the build (see `fromDocusaurusTemplate`).
 *
 * The script URLs are in the loader's `data-scripts` attribute (a JSON array), where
 * `npm run bench` also reads them.
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

export const LOAD_AFTER_FIRST_PAINT = `(function (loader) {
  var scripts = JSON.parse(loader.getAttribute('data-scripts'));
  var started = false;
  function load() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === 'hidden') return load();
  document.addEventListener('visibilitychange', load);
  if (types.indexOf('paint') < 0) return requestAnimationFrame(function () { setTimeout(load, 0); });
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) load();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, 5000);
})(document.currentScript);`;

/** The head's entry scripts in Docusaurus's template: they go. */
export const HEAD_SCRIPTS = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;
/** What the loader goes before: the end of <body>. */
export const BODY_END = `
    <%~ it.postBodyTags %>`;
/** The loader, with the script URLs in its data-scripts attribute. */
export const LOADER = `
    <script data-scripts="<%= JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>">${LOAD_AFTER_FIRST_PAINT}</script>`;

/**
 * Docusaurus's page template with the entry scripts requested by the loader instead of the head;
 * throws, saying what to look at, when the parts it changes are not in `template` exactly once.
 */
export function fromDocusaurusTemplate(template: string): string {
  for (const [name, piece] of [
    ['the head\'s entry scripts', HEAD_SCRIPTS],
    ['the end of <body>', BODY_END],
  ] as const) {
    const count = template.split(piece).length - 1;
    if (count !== 1) {
      throw new Error(
        `plugins/perf/template: ${name} occur${count === 0 ? ' no longer' : `s ${count} times`} in Docusaurus's page template ` +
          '(@docusaurus/core/lib/ssg/ssgTemplate.html.js), where it must occur exactly once. Read the new template and update ' +
          'HEAD_SCRIPTS or BODY_END in plugins/perf/template/ssr-template.ts to match it.',
      );
    }
  }
  return template.replace(HEAD_SCRIPTS, () => '').replace(BODY_END, () => LOADER + BODY_END);
}

export const ssrTemplate = fromDocusaurusTemplate(docusaurusTemplate);
