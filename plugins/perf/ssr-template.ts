/**
 * The page template (siteConfig.ssrTemplate; the bench's stock build keeps Docusaurus's own).
 * Docusaurus's template puts the entry scripts in <head> with `defer`: the browser requests them
 * with the HTML, so on a slow phone connection about 80 KB of JavaScript shares the bandwidth with
 * the page's stylesheet, and the first paint of text waits for it. Here a small inline script at
 * the end of <body> requests them, in order (runtime first), once the browser reports the first
 * contentful paint (or at once when the page is hidden, or after 5 s whatever happens). Nothing
 * needs them to read the page: links are plain links until they hydrate.
 *
 * The script URLs are in the loader's `data-scripts` attribute (a JSON array), where
 * `npm run bench` also reads them.
 */
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

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script data-scripts="<%= JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>">${LOAD_AFTER_FIRST_PAINT}</script>
    <%~ it.postBodyTags %>
  </body>
</html>`;
