/**
 * The client build settings (`VITE_*` from `.env`), checked with zod right after the first paint
 * (this module is imported lazily, so zod stays off the first load; nothing before the first paint
 * needs these settings). A missing or wrong setting throws an error that names the variable
 * (CONVENTIONS §9).
 */
import { z } from 'zod';

const nonEmpty = (name: string) => z.string({ error: `${name} must be set in .env` }).min(1, `${name} must not be empty`);

const envSchema = z.object({
  VITE_ORGANISATION_ID: nonEmpty('VITE_ORGANISATION_ID').regex(/^\d+$/, 'VITE_ORGANISATION_ID must be a number, e.g. 5'),
  VITE_FIREBASE_API_KEY: nonEmpty('VITE_FIREBASE_API_KEY'),
  VITE_FIREBASE_PROJECT_ID: nonEmpty('VITE_FIREBASE_PROJECT_ID'),
  VITE_FIREBASE_AUTH_DOMAIN: nonEmpty('VITE_FIREBASE_AUTH_DOMAIN'),
  VITE_AUTH_EMULATOR: z.string().optional(),
});

/** The checked client settings. */
export interface ClientEnv {
  organisationId: string;
  firebase: { apiKey: string; projectId: string; authDomain: string };
  /** `null`: real Firebase Auth; otherwise the Auth Emulator's URL. */
  authEmulatorUrl: string | null;
}

/** Parses raw `import.meta.env`-like values; throws naming the first wrong variable. */
export function parseEnv(raw: Record<string, unknown>, origin: string): ClientEnv {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'a VITE_ variable');
    throw new Error(`Invalid client setting ${name}: ${issue?.message ?? 'wrong value'}`);
  }
  const env = result.data;
  const emulator = env.VITE_AUTH_EMULATOR?.trim() ?? '';
  return {
    organisationId: env.VITE_ORGANISATION_ID,
    firebase: { apiKey: env.VITE_FIREBASE_API_KEY, projectId: env.VITE_FIREBASE_PROJECT_ID, authDomain: env.VITE_FIREBASE_AUTH_DOMAIN },
    authEmulatorUrl: emulator === '' ? null : emulator === 'same-origin' ? origin : emulator,
  };
}

/** The settings of this build. */
export const env: ClientEnv = parseEnv(import.meta.env, window.location.origin);
