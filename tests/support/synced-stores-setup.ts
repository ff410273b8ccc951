// The server tests drive devices made of the app's sync code (tests/server/support/device.ts), and
// src/data/db.ts reads the synced tables' Dexie stores from `__SYNCED_STORES__` (and `__DECLARED_VERSIONS__`). Vite's `define`
// is not applied to these node-side modules, so the constant is set here, made as the build makes it.
import { syncedStoresGlobals } from '../../scripts/synced-stores';

Object.assign(globalThis, await syncedStoresGlobals());
