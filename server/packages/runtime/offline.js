// The app frames this page and asks it to cache a package (issue 51):
// { type: 'package:cache', base: '/package-content/<key>/' } → { type: 'package:progress', base, done, total } per file, then
// { type: 'package:cached', base, ok, count, bytes, error? }; { type: 'package:uncache', base } → { type: 'package:uncached', base, ok }.
// Without a service worker (an opaque origin, a private window, third-party storage blocked) it answers
// ok: false with error 'no-service-worker'.
(function () {
  'use strict';
  var CACHE = 'package-files-v1';
  var ready = navigator.serviceWorker && typeof caches !== 'undefined'
    ? navigator.serviceWorker.register('/package-content/_runtime/sw.js', { scope: '/package-content/' }).then(function () { return navigator.serviceWorker.ready; })
    : Promise.reject(new Error('This browser keeps no offline copies for packages here.'));
  ready.catch(function () {});
  function cachePackage(base, progress) {
    var key = base.split('/')[2];
    return fetch('/package-content/_files/' + key)
      .then(function (res) { if (!res.ok) throw new Error('The package list answered ' + res.status); return res.json(); })
      .then(function (list) {
        var urls = list.files.map(function (path) { return base + path.split('/').map(encodeURIComponent).join('/'); }).concat(list.runtime);
        var done = 0;
        var bytes = 0;
        progress(0, urls.length);
        return caches.open(CACHE).then(function (cache) {
          // One file after the other: a phone's connection is not flooded, and progress counts files.
          return urls.reduce(function (before, url) {
            return before.then(function () {
              return fetch(url).then(function (res) {
                if (!res.ok) throw new Error(url + ' answered ' + res.status);
                return res.blob().then(function (blob) {
                  bytes += blob.size;
                  return cache.put(location.origin + url.split('?')[0], new Response(blob, { status: 200, headers: res.headers }));
                });
              }).then(function () { done += 1; progress(done, urls.length); });
            });
          }, Promise.resolve()).then(function () { return { count: urls.length, bytes: bytes }; });
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
      var progress = function (done, total) { reply({ type: 'package:progress', base: data.base, done: done, total: total }); };
      ready.then(function () { return cachePackage(data.base, progress); }, function () { throw new Error('no-service-worker'); })
        .then(function (got) { reply({ type: 'package:cached', base: data.base, ok: true, count: got.count, bytes: got.bytes }); })
        .catch(function (error) { reply({ type: 'package:cached', base: data.base, ok: false, error: String(error && error.message || error) }); });
    } else if (data.type === 'package:uncache') {
      removePackage(data.base).then(function () { reply({ type: 'package:uncached', base: data.base, ok: true }); });
    }
  });
  window.parent.postMessage({ type: 'package:offline-ready' }, '*');
})();
