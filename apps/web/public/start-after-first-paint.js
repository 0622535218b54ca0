// Starts the web app on a page the server paints first (apps/server/src/plugins/web-app.ts), once that first paint
// is on screen. The page's content is already in the HTML, so nothing a visitor reads waits for the app; fetched
// alongside the stylesheet, the app's 200 kB of scripts and its first screen's chunks only compete with it on a slow
// connection. The server names them on this element: data-entry (the app's entry module), data-modules (the first
// screen's chunks, preloaded) and data-styles (their stylesheets, preloaded).
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var list = function (name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var started = false;

  function addLink(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }

  function start() {
    if (started || !entry) return;
    started = true;
    list('data-styles').forEach(function (href) {
      addLink('preload', href, 'style');
    });
    list('data-modules').forEach(function (href) {
      addLink('modulepreload', href);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }

  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  // A browser that does not report paints, or a page opened out of sight (it paints only when shown): start at once.
  if (types.indexOf('paint') < 0 || document.visibilityState === 'hidden') return start();
  var observer = new PerformanceObserver(function (entries) {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  // buffered: a paint that came before this script ran counts too.
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  // Never later than this, whatever the paint reports say.
  setTimeout(start, 5000);
})();
