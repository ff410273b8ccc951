/**
 * The content origin's own files (issue 51), served at `/package-content/_runtime/<name>`: the
 * player page that gives a SCO its SCORM API and talks to the app by postMessage, the page the app
 * frames to cache a package for offline, and the service worker that serves them all offline.
 */
import { readFileSync } from 'node:fs';

const read = (name: string) => readFileSync(new URL(`./runtime/${name}`, import.meta.url), 'utf8');
const js = 'text/javascript; charset=utf-8';
const html = 'text/html; charset=utf-8';

export const RUNTIME_FILES: Record<string, { type: string; body: string }> = {
  'player.html': { type: html, body: read('player.html') },
  'player.js': { type: js, body: read('player.js') },
  'offline.html': { type: html, body: read('offline.html') },
  'offline.js': { type: js, body: read('offline.js') },
  'sw.js': { type: js, body: read('sw.js') },
  'h5p-player.html': { type: html, body: read('h5p-player.html') },
  'h5p-player.js': { type: js, body: read('h5p-player.js') },
};

/** The runtime files a package needs offline besides its own. */
export const RUNTIME_URLS = ['player.html', 'player.js'].map((name) => `/package-content/_runtime/${name}`);
