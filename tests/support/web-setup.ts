// Every web test file gets a fresh in-memory IndexedDB, fresh app modules and a DOM that Mantine can
// lay out. The files of a worker share one jsdom (the project runs with `isolate: false`: making a
// jsdom per file was most of the project's time), so what a file could inherit is reset here, before
// its own imports: the module registry (the app's modules, `db` among them, load again) and the
// IndexedDB factory (a new, empty one for Dexie).
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

vi.resetModules();
vi.useRealTimers();
globalThis.indexedDB = new IDBFactory();
Dexie.dependencies.indexedDB = globalThis.indexedDB;
Dexie.dependencies.IDBKeyRange = IDBKeyRange;
window.history.replaceState(null, '', '/');
document.title = '';
sessionStorage.clear();

// findBy*/waitFor give up after 15 s instead of 1 s: they return as soon as the state is there, and
// on a loaded machine (load 10 on 2 cores) a screen took several seconds to render its first list.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// jsdom has no CSS Font Loading API; Mantine's autosizing Textarea listens for fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
  });
}
