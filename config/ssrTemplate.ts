/**
 * The HTML page template, Docusaurus 3.10.2's default (core/lib/ssg/ssgTemplate.html.js) with one
 * change, marked CUSTOM: the app's scripts start after the first paint instead of `defer`.
 *
 * Why: every page is rendered to HTML at build time and is readable before any script runs. With
 * `defer`, the browser runs the 130 KB main bundle as soon as the HTML is parsed, often before it
 * has painted, so on a slow phone the text waits for the whole app to start (Lighthouse counts
 * the bundle's download and run into the Largest Contentful Paint). Here a small inline script
 * requests and appends the scripts, in order, once the browser reports the first contentful paint
 * (or at once where paint timing is unavailable or the tab is hidden; after 3 s at the latest),
 * and never before the HTML is fully parsed: a long page paints before its end has arrived, and
 * React hydrating a half-parsed page reports a mismatch (seen once in CI as React error #418 on a
 * long tutorial). It marks that moment `qt-app-start`.
 * Clicks before hydration follow plain links, as they did while `defer` scripts were loading.
 * Ahead of the entry scripts it appends the page's route chunks, which src/plugins/route-chunks
 * lists in a `<meta name="qt-route-scripts">`, so that they download alongside the main bundle
 * instead of being requested by it. It also sets `data-qt-defer` on `<html>`, under which the
 * stylesheet lets the browser skip off-screen code blocks and api_ros entries while the page loads
 * (src/clientModules/revealDeferred.ts ends it); without scripts nothing is skipped.
 *
 * The scripts are not preloaded (`<link rel="preload">`, as from ab3aeca to ce4dcd7): the page's text
 * and stylesheet then have the connection to themselves until the first paint. Measured with
 * `npm run bench`'s Lighthouse (simulated slow 4G) on the long tutorial, 3 runs each, same build
 * with and without the two preload links: LCP 1,817 ms with them, 1,280 without, TBT 0 both.
 * Lighthouse's simulation counted the preloaded bundle's download into the LCP once the machine
 * ran the bundle's first task in under 10 ms (it drops such short tasks from its graph, and with
 * them the evidence that the bundle ran after the paint).
 */
export const SSR_TEMPLATE = `
<!DOCTYPE html>
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
    <script>${bootScript()}(<%~ JSON.stringify(it.scripts.map((s) => it.baseUrl + s)) %>)</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

/** CUSTOM: the inline loader, as ES5 so it runs wherever the pages do; it takes the script URLs. */
function bootScript(): string {
  return `(function (scripts) {
  document.documentElement.setAttribute('data-qt-defer', '');
  var started = false;
  function start() {
    if (started) return;
    if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', start);
    started = true;
    if (window.performance && performance.mark) performance.mark('qt-app-start');
    var route = document.querySelector('meta[name="qt-route-scripts"]');
    if (route) scripts = route.getAttribute('content').split(' ').concat(scripts);
    scripts.forEach(function (src) {
      var s = document.createElement('script');
      s.src = src;
      s.async = false;
      document.head.appendChild(s);
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0) return start();
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({type: 'paint', buffered: true});
  } catch (e) {
    return start();
  }
  setTimeout(start, 3000);
})`.replace(/\n\s*/g, ' ');
}
