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

  function addEntry() {
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }

  // Adding an element makes the browser start its fetch there and then, up to 13 ms of a fast core for one of
  // them: a screen names up to some 25 files, so they go in a few milliseconds at a time, the stylesheets and the
  // entry first, with the page free to answer input between.
  function start() {
    if (started || !entry) return;
    started = true;
    var steps = list('data-styles').map(function (href) {
      return function () {
        addLink('preload', href, 'style');
      };
    });
    steps.push(addEntry);
    list('data-modules').forEach(function (href) {
      steps.push(function () {
        addLink('modulepreload', href);
      });
    });
    (function run() {
      var until = Date.now() + 4;
      while (steps.length > 0 && Date.now() < until) steps.shift()();
      if (steps.length > 0) setTimeout(run, 0);
    })();
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
