// The package player on the content origin (issue 51). It gives the SCO in its child frame the
// SCORM 1.2 (window.API) and 2004 (window.API_1484_11) runtime and keeps the CMI data here; the
// app (its parent, another origin) sends the saved data before the SCO starts and receives every
// commit by postMessage: { type: 'package:ready' } → { type: 'package:init', cmi } → { type: 'package:commit', cmi, finished }.
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var base = params.get('base') || '';
  var href = params.get('href') || '';
  var kind = params.get('kind') || 'scorm12';
  if (!/^\/package-content\/[A-Za-z0-9_-]+\/$/.test(base) || /^[a-z]+:|^\/|\.\./i.test(href)) throw new Error('The player was opened without a package.');
  var parentOrigin = document.referrer ? new URL(document.referrer).origin : '*';
  var cmi = {};
  var lastError = '0';
  var started = false;
  var finished = false;
  var errors = { '0': 'No error', '101': 'General exception', '201': 'Invalid argument', '301': 'Not initialized', '401': 'Not implemented', '403': 'Read only', '404': 'Write only', '405': 'Incorrect data type', '132': 'Terminated' };
  var READ_ONLY = /^(cmi\.core\.(student_id|student_name|credit|entry|total_time|lesson_mode)|cmi\.(learner_id|learner_name|credit|entry|total_time|mode))$/;
  var WRITE_ONLY = /^(cmi\.core\.session_time|cmi\.session_time|cmi\.core\.exit|cmi\.exit)$/;

  function send(message) { window.parent.postMessage(message, parentOrigin); }
  function commit() { send({ type: 'package:commit', cmi: Object.assign({}, cmi), finished: finished }); return 'true'; }
  function countOf(prefix) {
    var most = -1;
    Object.keys(cmi).forEach(function (key) {
      if (key.indexOf(prefix) === 0) { var n = parseInt(key.slice(prefix.length), 10); if (n > most) most = n; }
    });
    return String(most + 1);
  }
  function get(name) {
    if (!started) { lastError = '301'; return ''; }
    name = String(name);
    if (WRITE_ONLY.test(name)) { lastError = '404'; return ''; }
    lastError = '0';
    var count = /^(cmi\.(interactions|objectives))\._count$/.exec(name);
    if (count) return countOf(count[1] + '.');
    if (/\._children$/.test(name)) return '';
    return Object.prototype.hasOwnProperty.call(cmi, name) ? cmi[name] : '';
  }
  function set(name, value) {
    if (!started) { lastError = '301'; return 'false'; }
    name = String(name);
    if (READ_ONLY.test(name) || /\._(count|children)$/.test(name)) { lastError = '403'; return 'false'; }
    if (!/^cmi\.[A-Za-z0-9_.]+$/.test(name) || name.length > 255) { lastError = '201'; return 'false'; }
    value = String(value);
    if (value.length > 64000) { lastError = '405'; return 'false'; }
    cmi[name] = value;
    lastError = '0';
    return 'true';
  }
  function begin() { if (started) { lastError = '101'; return 'false'; } started = true; lastError = '0'; return 'true'; }
  function end() { if (!started) { lastError = '301'; return 'false'; } finished = true; commit(); started = false; return 'true'; }
  function committed() { if (!started) { lastError = '301'; return 'false'; } lastError = '0'; return commit(); }
  var errorString = function (code) { return errors[String(code)] || 'Unknown error'; };
  var lastErrorOf = function () { return lastError; };

  window.API = {
    LMSInitialize: begin, LMSFinish: end, LMSGetValue: get, LMSSetValue: set, LMSCommit: committed,
    LMSGetLastError: lastErrorOf, LMSGetErrorString: errorString, LMSGetDiagnostic: errorString,
  };
  window.API_1484_11 = {
    Initialize: begin, Terminate: end, GetValue: get, SetValue: set, Commit: committed,
    GetLastError: lastErrorOf, GetErrorString: errorString, GetDiagnostic: errorString,
  };

  function openContent() {
    var frame = document.createElement('iframe');
    frame.title = 'Package content';
    frame.src = base + href;
    document.body.appendChild(frame);
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || (parentOrigin !== '*' && event.origin !== parentOrigin)) return;
    var data = event.data || {};
    if (data.type === 'package:init' && data.cmi && typeof data.cmi === 'object' && !document.querySelector('iframe')) {
      Object.keys(data.cmi).forEach(function (key) { if (typeof data.cmi[key] === 'string') cmi[key] = data.cmi[key]; });
      openContent();
    }
  });
  window.addEventListener('pagehide', function () { if (started) commit(); });
  // In a frame sandboxed without allow-same-origin (no PACKAGE_ORIGIN) merely reading navigator.serviceWorker throws.
  try {
    navigator.serviceWorker.register('/package-content/_runtime/sw.js', { scope: '/package-content/' }).catch(function () {});
  } catch { /* no service worker here: the package plays online only */ }
  window.addEventListener('DOMContentLoaded', function () { send({ type: 'package:ready', kind: kind }); });
})();
