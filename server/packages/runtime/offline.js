// The app frames this page and asks it to cache a package (issue 51):
// { type: 'package:cache', base: '/package-content/<key>/' } → { type: 'package:cached', base, ok, count, error? }.
(function () {
  'use strict';
  var CACHE = 'package-files-v1';
  var ready = navigator.serviceWorker
    ? navigator.serviceWorker.register('/package-content/_runtime/sw.js', { scope: '/package-content/' }).then(function () { return navigator.serviceWorker.ready; })
    : Promise.resolve(null);
  function cachePackage(base) {
    var key = base.split('/')[2];
    return fetch('/package-content/_files/' + key)
      .then(function (res) { if (!res.ok) throw new Error('The package list answered ' + res.status); return res.json(); })
      .then(function (list) {
        var urls = list.files.map(function (path) { return base + path.split('/').map(encodeURIComponent).join('/'); }).concat(list.runtime);
        return caches.open(CACHE).then(function (cache) {
          return Promise.all(urls.map(function (url) {
            return fetch(url).then(function (res) {
              if (!res.ok) throw new Error(url + ' answered ' + res.status);
              return cache.put(location.origin + url.split('?')[0], res);
            });
          })).then(function () { return urls.length; });
        });
      });
  }
  function removePackage(base) {
    return caches.open(CACHE).then(function (cache) {
      return cache.keys().then(function (keys) {
        return Promise.all(keys.filter(function (req) { return new URL(req.url).pathname.indexOf(base) === 0; }).map(function (req) { return cache.delete(req); }));
      });
    });
  }
  window.addEventListener('message', function (event) {
    var data = event.data || {};
    if (typeof data.base !== 'string' || !/^\/package-content\/[A-Za-z0-9_-]+\/$/.test(data.base)) return;
    var reply = function (answer) { event.source.postMessage(answer, event.origin); };
    if (data.type === 'package:cache') {
      ready.then(function () { return cachePackage(data.base); })
        .then(function (count) { reply({ type: 'package:cached', base: data.base, ok: true, count: count }); })
        .catch(function (error) { reply({ type: 'package:cached', base: data.base, ok: false, error: String(error && error.message || error) }); });
    } else if (data.type === 'package:uncache') {
      removePackage(data.base).then(function () { reply({ type: 'package:uncached', base: data.base, ok: true }); });
    }
  });
  window.parent.postMessage({ type: 'package:offline-ready' }, '*');
})();
