/** Tags from Anki's space-separated list (each at most DECK_LIMITS.tag characters). Free of imports: the package's worker uses it. */
export const splitTags = (text: string) => text.split(/\s+/).filter(Boolean);
