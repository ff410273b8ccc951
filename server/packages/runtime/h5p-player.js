/* global H5PStandalone */
// The H5P player on the content origin (issue 51): plays the package at `base` with h5p-standalone
// (its dist is served at /package-content/_runtime/h5p/) once the app has answered 'package:ready'
// with 'package:init', and posts each `answered`/`completed` xAPI statement of the content to the
// app: { type: 'package:statement', statement: { id, verb, object, result?, timestamp } }. The content's
// state (H5P saves its `getCurrentState()` every SAVE_SECONDS, 3 s after `completed`, on leaving) goes
// to the app as { type: 'package:state', state: '<json>' } instead of H5P's ajax; the app keeps it and
// gives it back in 'package:init' ({ state }), from which the content restores (`previousState`).
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var base = params.get('base') || '';
  if (!/^\/package-content\/[A-Za-z0-9_-]+\/$/.test(base)) throw new Error('The player was opened without a package.');
  var parentOrigin = document.referrer ? new URL(document.referrer).origin : '*';
  var VERBS = { 'http://adlnet.gov/expapi/verbs/answered': 'answered', 'http://adlnet.gov/expapi/verbs/completed': 'completed' };
  var started = false;
  var SAVE_SECONDS = 5;
  var lastState = null;

  function send(message) { window.parent.postMessage(message, parentOrigin); }
  function uuid() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 15) | 64; b[8] = (b[8] & 63) | 128;
    var h = Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); }).join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }
  function number(value) { return typeof value === 'number' && isFinite(value) ? value : undefined; }
  /** The statement's result as the app keeps it (score scaled 0–1, raw, max; success; completion; duration; response). */
  function resultOf(result) {
    if (!result || typeof result !== 'object') return undefined;
    var out = {};
    var score = result.score || {};
    var raw = number(score.raw);
    var max = number(score.max);
    var scaled = number(score.scaled);
    if (scaled === undefined && raw !== undefined && max) scaled = raw / max;
    if (scaled !== undefined) {
      out.score = { scaled: Math.min(1, Math.max(0, scaled)) };
      if (raw !== undefined) out.score.raw = raw;
      if (max !== undefined) out.score.max = max;
    }
    if (typeof result.success === 'boolean') out.success = result.success;
    if (typeof result.completion === 'boolean') out.completion = result.completion;
    if (typeof result.duration === 'string' && /^P[0-9YMDTHS.]*$/.test(result.duration) && result.duration.length <= 40) out.duration = result.duration;
    if (typeof result.response === 'string') out.response = result.response.slice(0, 1000);
    return out;
  }
  function onXapi(event) {
    var statement = event && event.data && event.data.statement;
    var verb = statement && statement.verb && VERBS[statement.verb.id];
    if (!verb) return;
    var object = statement.object || {};
    var names = (object.definition && object.definition.name) || {};
    var name = names['en-US'] || names.en || Object.keys(names).map(function (k) { return names[k]; })[0];
    send({ type: 'package:statement', statement: {
      id: uuid(), verb: verb, timestamp: new Date().toISOString(), result: resultOf(statement.result),
      object: { id: String(object.id || 'urn:h5p:content').slice(0, 500), name: typeof name === 'string' ? name.slice(0, 200) : undefined },
    } });
  }
  function problem(text) {
    var p = document.getElementById('problem');
    p.textContent = text;
    p.hidden = false;
  }
  /** H5P's own setUserData, for the main content's state: posted to the app (other data is not kept). */
  function setUserData(contentId, dataType, data, options) {
    if (dataType !== 'state' || (options && options.subContentId)) return;
    var state;
    try { state = JSON.stringify(data); } catch { return; }
    if (typeof state !== 'string' || state === lastState) return;
    lastState = state;
    send({ type: 'package:state', state: state });
  }
  function play(state) {
    var root = base.slice(0, -1);
    var options = {
      h5pJsonPath: root, librariesPath: root, contentJsonPath: root + '/content',
      frameJs: '/package-content/_runtime/h5p/frame.bundle.js', frameCss: '/package-content/_runtime/h5p/styles/h5p.css',
      frame: false, copyright: false, export: false, icon: false, fullScreen: false, saveFreq: SAVE_SECONDS,
      // In this page, not in h5p-standalone's default about:blank iframe: no service worker controls that
      // frame in Chromium, so its scripts and styles were fetched from the network and failed offline. This
      // page is the content's own frame already (the app's iframe), so the content is as isolated.
      embedType: 'div',
    };
    if (typeof state === 'string' && state) {
      options.contentUserData = [{ state: state }];
      lastState = state;
    }
    new H5PStandalone.H5P(document.getElementById('h5p-container'), options).then(function () {
      // H5P calls H5P.setUserData at save time (a timer, `completed`, leaving), so replacing it here is in time.
      window.H5P.setUserData = setUserData;
      window.H5P.externalDispatcher.on('xAPI', onXapi);
      document.documentElement.setAttribute('data-h5p-ready', 'true');
    }, function (error) { problem('This H5P content could not be opened: ' + (error && error.message ? error.message : String(error))); });
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || (parentOrigin !== '*' && event.origin !== parentOrigin)) return;
    var data = event.data || {};
    if (data.type === 'package:init' && !started) { started = true; play(data.state); }
  });
  if (navigator.serviceWorker) navigator.serviceWorker.register('/package-content/_runtime/sw.js', { scope: '/package-content/' }).catch(function () {});
  window.addEventListener('DOMContentLoaded', function () { send({ type: 'package:ready', kind: 'h5p' }); });
})();
