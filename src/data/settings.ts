/**
 * The build's settings (`VITE_*` from `.env`, which Vite writes into every bundle): the one place the
 * page and the service worker read them. `src/app/env.ts` checks the same values after the first
 * paint and fails loudly, naming a missing or wrong one (CONVENTIONS §9); this module is tiny and
 * zod-free so the data layer and the worker can read a setting without it.
 */

/** The raw settings of this build. */
export const buildSettings: Readonly<Record<string, string | undefined>> = import.meta.env;

/** The organisation this build serves (the `X-organisation-id` header of every request). */
export function organisationId(): string {
  return buildSettings.VITE_ORGANISATION_ID ?? '';
}

/** A setting that may be left out: `undefined` when unset or blank. */
export function optionalSetting(name: string): string | undefined {
  const value = buildSettings[name]?.trim();
  return value ? value : undefined;
}
