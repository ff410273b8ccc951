/**
 * The password visibility toggle's accessible name. Mantine's default ("Toggle password
 * visibility") also matches a search for the label 'Password', so the field would not be the only
 * element found by that name.
 */
export const toggleLabel = { 'aria-label': 'Show or hide what you typed' } as const;
