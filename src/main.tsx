/** Mounts the PWA into #root (SPEC §1): the Buffer polyfill, the styles, the providers, the router. */
import { Buffer } from 'buffer';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/theme/styles';
import './app/theme/fonts';
import { App, createApp } from './app/app';
import { afterPaint } from './ui/after-paint';

window.Buffer = Buffer;

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const { session, router } = createApp();
const app = <App session={session} router={router} />;
const render = () => createRoot(rootElement).render(import.meta.env.PROD ? app : <StrictMode>{app}</StrictMode>);
// /login arrives prerendered (dist/login.html, scripts/prerender-login.ts): its screen's code is
// loaded first, so React's first commit replaces that markup with the same screen (no blank frame).
if (rootElement.dataset.prerendered) void router.load().finally(render);
else render();

// The build settings are checked once the first screen is up; a wrong one is reported by name.
void afterPaint()
  .then(() => import('./app/env'))
  .catch((error: unknown) => console.error(error instanceof Error ? error.message : error));

if (import.meta.env.PROD) {
  void afterPaint()
    .then(() => import('./app/sw-register'))
    .then((m) => m.registerServiceWorker())
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
