/**
 * The PWA's one inline script, on the prerendered /login only (scripts/prerender-login.ts): it starts
 * the app's entry module (fetched early through its `<link rel="modulepreload" data-app-entry>`)
 * once the prerendered screen has painted, so the first paint waits for the HTML and CSS alone, not
 * for the JavaScript (issue 20, item 1): the entry runs in a task after the first frame. A page
 * loaded hidden (no frames run) starts at once, and one hidden before its first frame when its
 * visibility changes. The CSP allows exactly this text by its hash.
 */
import { createHash } from 'node:crypto';

export const START_AFTER_PAINT_SCRIPT = [
  '(function(){var started=false;function start(){if(started)return;started=true;',
  "var entry=document.querySelector('link[data-app-entry]');var script=document.createElement('script');",
  "script.type='module';script.crossOrigin='anonymous';script.src=entry.href;document.head.appendChild(script)}",
  "if(document.visibilityState!=='visible'){start()}else{requestAnimationFrame(function(){setTimeout(start,0)});",
  "document.addEventListener('visibilitychange',start)}})()",
].join('');

/** The CSP source that allows {@link START_AFTER_PAINT_SCRIPT}. */
export const START_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;
