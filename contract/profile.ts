/** The caller's own profile as the server keeps it (`PATCH /api/users/me`), mirrored from the identity provider. */
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from './languages';
import { z } from 'zod';
import { clientDateTime, id, isoDateTime, withSample } from './fields';

/** Longest display name and photo address the users table takes from a client. */
export const PROFILE_NAME_MAX = 80;
export const PROFILE_PHOTO_URL_MAX = 2048;

/** Body of `PATCH /api/users/me`: the name and photo just saved with the identity provider (`null` clears the photo). */
export const profilePatchSchema = z.strictObject({
  displayName: z.string().trim().min(1).max(PROFILE_NAME_MAX),
  photoURL: z
    .string()
    .trim()
    .max(PROFILE_PHOTO_URL_MAX)
    .regex(/^https:\/\/\S+$/i, 'must be an https:// address')
    .nullable(),
});
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

export { INTERFACE_LANGUAGES, type InterfaceLanguage };
export const interfaceLanguageSchema = z.enum(INTERFACE_LANGUAGES);

/** The caller's preferences, synced to their own devices only (id = the user's id; one row per user). */
export const preferenceRowSchema = z.object({ id, language: interfaceLanguageSchema, updatedAt: isoDateTime });
export type PreferenceRowData = z.infer<typeof preferenceRowSchema>;

/** `preference.set`: the language chosen on a device, and when (the later choice wins, from whichever device). */
export const preferenceSetArgs = z.strictObject({ language: interfaceLanguageSchema, updatedAt: clientDateTime });

// Valid args over the demo seed, for the fuzz test to break (fields.ts, `withSample`).
withSample(preferenceSetArgs, () => ({ language: 'hi' as const, updatedAt: new Date().toISOString() }));

/** The write intents of the profile, by name, with their args' schemas (spread into contract/intents.ts). */
export const profileIntentArgs = {
  'preference.set': preferenceSetArgs,
} as const;
