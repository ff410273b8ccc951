/** zod schemas for path parameters shared by routes. */
import { z } from 'zod';

/** A row id in a path: non-empty, bounded, no path or control characters. */
export const idParam = z.string().regex(/^[\w-]{1,128}$/, 'must be an id');
