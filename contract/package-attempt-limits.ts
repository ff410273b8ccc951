/**
 * Most characters kept of a SCO's suspend data (SCORM 2004 allows 64,000), location, interactions
 * and status. Without zod, so the package writes (in the intents chunk, loaded after paint) can
 * check an H5P state's length without bringing the contract's schemas along.
 */
export const ATTEMPT_LIMITS = { suspendData: 64_000, location: 1000, interactions: 16_000, status: 32 } as const;
