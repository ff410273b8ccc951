/**
 * SCORM and H5P packages the tests write themselves (issue 51): a SCORM 1.2 package whose one SCO
 * sets status, score and suspend data (and reports what storage it can see), a SCORM 2004 package
 * with two SCOs, and an H5P package with a library of its own that emits an xAPI `completed` with a score.
 */
import { writeZip, type ZipInput } from './zip-writer';

const manifest12 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="test-scorm12" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1"><title>Safety basics</title>
      <item identifier="item1" identifierref="res1"><title>Safety basics lesson</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="index.html"><file href="index.html"/><file href="sco.js"/></resource>
  </resources>
</manifest>`;

/** The SCO: resume text, a storage probe, "Save and continue later" and "Finish" (status passed, score 85). */
const sco12Html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Safety basics</title><script src="sco.js"></script></head>
<body><h1>Safety basics</h1><p id="resume">Starting</p><p id="storage">Checking storage</p>
<button id="save" type="button">Save and continue later</button> <button id="finish" type="button">Finish with score 85</button><p id="state"></p></body></html>`;

/** Package script that writes what localStorage and IndexedDB it can see into `element` ("Storage seen: nothing"). */
const storageProbeJs = `
function reportStorage(element) {
  var seen = [];
  try { for (var k = 0; k < localStorage.length; k++) seen.push('ls:' + localStorage.key(k)); } catch (e) { seen.push('ls-error'); }
  var probe = (indexedDB && indexedDB.databases) ? indexedDB.databases() : Promise.resolve([]);
  probe.then(function (dbs) { dbs.forEach(function (d) { seen.push('idb:' + d.name); }); }, function () { seen.push('idb-error'); }).then(function () {
    element.textContent = 'Storage seen: ' + (seen.length ? seen.join(',') : 'nothing');
  });
}`;

const sco12Js = `${storageProbeJs}
function findApi(win) { for (var i = 0; win && i < 10; i++) { if (win.API) return win.API; if (win === win.parent) break; win = win.parent; } return null; }
window.addEventListener('DOMContentLoaded', function () {
  var api = findApi(window.parent);
  if (!api) { document.getElementById('resume').textContent = 'No SCORM API'; return; }
  api.LMSInitialize('');
  var saved = api.LMSGetValue('cmi.suspend_data');
  document.getElementById('resume').textContent = saved ? 'Resumed from: ' + saved + ' at ' + api.LMSGetValue('cmi.core.lesson_location') : 'Starting fresh';
  reportStorage(document.getElementById('storage'));
  document.getElementById('save').onclick = function () {
    api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
    api.LMSSetValue('cmi.suspend_data', 'page-2-of-3');
    api.LMSSetValue('cmi.core.lesson_location', 'page-2');
    api.LMSCommit('');
    document.getElementById('state').textContent = 'Saved';
  };
  document.getElementById('finish').onclick = function () {
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    api.LMSSetValue('cmi.core.score.raw', '85');
    api.LMSSetValue('cmi.core.score.max', '100');
    api.LMSSetValue('cmi.core.session_time', '00:03:20');
    api.LMSSetValue('cmi.interactions.0.id', 'q1');
    api.LMSSetValue('cmi.interactions.0.result', 'correct');
    api.LMSCommit('');
    api.LMSFinish('');
    document.getElementById('state').textContent = 'Finished';
  };
});`;

export function scorm12Files(): ZipInput[] {
  return [
    { path: 'imsmanifest.xml', data: manifest12 },
    { path: 'index.html', data: sco12Html },
    { path: 'sco.js', data: sco12Js },
  ];
}

/** A SCORM 1.2 package with one SCO. */
export const scorm12Package = () => writeZip(scorm12Files());

const manifest2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="test-scorm2004" version="1" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o">
    <organization identifier="o"><title>Two part course</title>
      <item identifier="part1" identifierref="r1"><title>Part one</title></item>
      <item identifier="part2" identifierref="r2"><title>Part two</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="r1" type="webcontent" adlcp:scormType="sco" href="one/index.html"><file href="one/index.html"/></resource>
    <resource identifier="r2" type="webcontent" adlcp:scormType="sco" href="two/index.html"><file href="two/index.html"/></resource>
  </resources>
</manifest>`;

const sco2004 = (title: string, scaled: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script>
function findApi(win) { for (var i = 0; win && i < 10; i++) { if (win.API_1484_11) return win.API_1484_11; if (win === win.parent) break; win = win.parent; } return null; }
window.addEventListener('DOMContentLoaded', function () {
  var api = findApi(window.parent); api.Initialize('');
  document.getElementById('done').onclick = function () {
    api.SetValue('cmi.completion_status', 'completed'); api.SetValue('cmi.success_status', 'passed');
    api.SetValue('cmi.score.scaled', '${scaled}'); api.SetValue('cmi.session_time', 'PT1M5S'); api.Commit(''); api.Terminate('');
    document.getElementById('state').textContent = 'Finished';
  };
});
</script></head><body><h1>${title}</h1><button id="done" type="button">Complete ${title}</button><p id="state"></p></body></html>`;

/** A SCORM 2004 package with two SCOs. */
export const scorm2004Package = () => writeZip([
  { path: 'imsmanifest.xml', data: manifest2004 },
  { path: 'one/index.html', data: sco2004('Part one', '0.9') },
  { path: 'two/index.html', data: sco2004('Part two', '0.7') },
]);

const library = { title: 'Test score', machineName: 'H5P.TestScore', majorVersion: 1, minorVersion: 0, patchVersion: 0, runnable: 1, preloadedJs: [{ path: 'test-score.js' }] };
/**
 * The library: "Answer a question" (an xAPI `answered`, scored 1 of 1), "Finish with score 4 of 5" (a
 * `completed`), `getCurrentState()` (questions answered, finished) and the restored state shown, and
 * the storage probe.
 */
const libraryJs = `${storageProbeJs}
var H5P = window.H5P = window.H5P || {};
H5P.TestScore = function (params, contentId, extras) {
  H5P.EventDispatcher.call(this);
  var self = this;
  var previous = extras && extras.previousState;
  var state = { answered: previous && previous.answered ? previous.answered : 0, finished: !!(previous && previous.finished) };
  self.getCurrentState = function () { return state; };
  self.attach = function ($container) {
    var root = $container.get ? $container.get(0) : $container;
    root.innerHTML = '<p class="question"></p><p class="resume"></p><p class="storage">Checking storage</p>' +
      '<button type="button" class="answer">Answer a question</button> <button type="button" class="finish">Finish with score 4 of 5</button><p class="state"></p>';
    root.querySelector('.question').textContent = params.question;
    root.querySelector('.resume').textContent = previous ? 'Resumed with ' + state.answered + ' answered' : 'Starting fresh';
    reportStorage(root.querySelector('.storage'));
    root.querySelector('.answer').onclick = function () {
      state.answered += 1;
      self.triggerXAPIScored(1, 1, 'answered');
      root.querySelector('.state').textContent = 'Answered ' + state.answered;
    };
    root.querySelector('.finish').onclick = function () {
      state.finished = true;
      self.triggerXAPIScored(4, 5, 'completed');
      root.querySelector('.state').textContent = 'Finished';
    };
  };
};
H5P.TestScore.prototype = Object.create(H5P.EventDispatcher.prototype);
H5P.TestScore.prototype.constructor = H5P.TestScore;`;

/** An H5P package with the test's own library (drop it with `withoutLibrary` for a missing dependency). */
export function h5pPackage(options: { withoutLibrary?: boolean } = {}): Buffer {
  const h5p = { title: 'Score check', language: 'en', mainLibrary: 'H5P.TestScore', embedTypes: ['div'], preloadedDependencies: [{ machineName: 'H5P.TestScore', majorVersion: 1, minorVersion: 0 }] };
  return writeZip([
    { path: 'h5p.json', data: JSON.stringify(h5p) },
    { path: 'content/content.json', data: JSON.stringify({ question: 'Is the floor dry?' }) },
    ...(options.withoutLibrary ? [] : [
      { path: 'H5P.TestScore-1.0/library.json', data: JSON.stringify(library) },
      { path: 'H5P.TestScore-1.0/test-score.js', data: libraryJs },
    ]),
  ]);
}
