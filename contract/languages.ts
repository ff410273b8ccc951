/**
 * The interface languages a person may choose (issue 52), as plain data: the PWA's first load
 * reads this list without pulling in zod.
 */
export const INTERFACE_LANGUAGES = ['en', 'hi', 'ar'] as const;

/** One interface language's code. */
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
