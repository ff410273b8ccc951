/**
 * The client build settings (`VITE_*` from `.env`, read through src/data/settings.ts, the one place
 * that reads them), checked right after the first paint (this
 * module is imported lazily; nothing before the first paint needs these settings). Checked by hand:
 * zod here would put its core chunk into every first load (see contract/wire.ts). A missing or
 * wrong setting throws an error that names the variable (CONVENTIONS §9).
 */
import { buildSettings } from '@/data/settings';

/** The settings that must be set, and a check of each value (null: fine; otherwise what is wrong). */
const required: Record<string, (value: string) => string | null> = {
  VITE_ORGANISATION_ID: (value) => (/^\d+$/.test(value) ? null : 'must be a number, e.g. 5'),
  VITE_FIREBASE_API_KEY: () => null,
  VITE_FIREBASE_PROJECT_ID: () => null,
  VITE_FIREBASE_AUTH_DOMAIN: () => null,
};

/** The checked client settings. */
export interface ClientEnv {
  organisationId: string;
  firebase: { apiKey: string; projectId: string; authDomain: string };
  /** `null`: real Firebase Auth; otherwise the Auth Emulator's URL. */
  authEmulatorUrl: string | null;
}

/** Parses raw `import.meta.env`-like values; throws naming the first wrong variable. */
export function parseEnv(raw: Record<string, unknown>, origin: string): ClientEnv {
  for (const [name, check] of Object.entries(required)) {
    const value = raw[name];
    const problem = typeof value !== 'string' ? 'must be set in .env' : value === '' ? 'must not be empty' : check(value);
    if (problem) throw new Error(`Invalid client setting ${name}: ${name} ${problem}`);
  }
  const setting = (name: string) => raw[name] as string;
  const emulator = typeof raw.VITE_AUTH_EMULATOR === 'string' ? raw.VITE_AUTH_EMULATOR.trim() : '';
  return {
    organisationId: setting('VITE_ORGANISATION_ID'),
    firebase: { apiKey: setting('VITE_FIREBASE_API_KEY'), projectId: setting('VITE_FIREBASE_PROJECT_ID'), authDomain: setting('VITE_FIREBASE_AUTH_DOMAIN') },
    authEmulatorUrl: emulator === '' ? null : emulator === 'same-origin' ? origin : emulator,
  };
}

/** The settings of this build. */
export const env: ClientEnv = parseEnv(buildSettings, window.location.origin);
