/**
 * xAPI statements of package lessons (issue 51 item 4). The H5P player posts each `answered` and
 * `completed` statement to the app, which writes it locally and queues `package.statement` (its id
 * is the statement's UUID, so a replay is stored once); the server keeps it in `xapi_statements`
 * beside the SCORM commits it maps to statements, and teachers read them at `GET /api/xapi/statements`.
 */
import { z } from 'zod';
import { clientDateTime, id, storedReal, withSample } from './fields';

export const XAPI_VERBS = {
  answered: 'http://adlnet.gov/expapi/verbs/answered',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
} as const;
export type XapiVerb = keyof typeof XAPI_VERBS;
/** The verbs the H5P player sends (the others come from SCORM commits). */
export const H5P_VERBS = ['answered', 'completed'] as const;

/** A statement's result as kept: score scaled 0–1 (and raw/max when given), success, completion, ISO 8601 duration. */
export const xapiResultSchema = z.strictObject({
  score: z.strictObject({ scaled: storedReal(0, 1), raw: z.number().min(-1e9).max(1e9).optional(), max: z.number().min(0).max(1e9).optional() }).optional(),
  success: z.boolean().optional(),
  completion: z.boolean().optional(),
  duration: z.string().max(40).regex(/^P[0-9YMDTHS.]*$/, 'must be an ISO 8601 duration').optional(),
  response: z.string().max(1000).optional(),
});
export type XapiResult = z.infer<typeof xapiResultSchema>;

/** `package.statement`: one xAPI statement of an H5P item, written on the device first. */
export const packageStatementArgs = z.strictObject({
  id: z.uuid(),
  courseId: id,
  lessonId: id,
  item: z.int().min(0).max(49),
  verb: z.enum(H5P_VERBS),
  /** The activity: H5P's object id (an IRI) and its name, if any. */
  object: z.strictObject({ id: z.string().min(1).max(500), name: z.string().max(200).optional() }),
  result: xapiResultSchema.optional(),
  timestamp: clientDateTime,
});

withSample(packageStatementArgs, () => ({
  id: crypto.randomUUID(), courseId: 'c5-spreadsheets', lessonId: 'c5-spreadsheets-m1-l2', item: 0, verb: 'completed' as const,
  object: { id: 'https://example.org/h5p/score-check', name: 'Score check' }, result: { score: { scaled: 0.8, raw: 4, max: 5 }, completion: true },
  timestamp: new Date().toISOString(),
}));

/** One stored statement as teachers read it. */
export interface XapiStatement {
  id: string;
  userId: string;
  courseId: string;
  lessonId: string;
  item: number;
  source: 'h5p' | 'scorm';
  actor: { name: string; account: { homePage: string; name: string } };
  verb: { id: string; display: { en: string } };
  object: { id: string; definition?: { name?: { en: string } } };
  result: XapiResult | null;
  timestamp: string;
  stored: string;
}

/** `GET /api/xapi/statements?userId=…[&lessonId=…]` answers `{ statements }`, newest first (at most 500). */
export const statementsQuerySchema = z.strictObject({ userId: id, lessonId: id.optional() });

export const xapiIntentArgs = {
  'package.statement': packageStatementArgs,
} as const;

/** An organisation's package limits (`GET /api/packages/limits`, the synced `packageLimits`, `packageLimits.set`; admins): null takes the server's PACKAGE_MAX_BYTES / PACKAGES_PER_ORGANISATION. */
export const packageLimitsSchema = z.strictObject({
  maxBytes: z.int().min(1024).max(2_000_000_000).nullable(),
  maxCount: z.int().min(1).max(1_000_000).nullable(),
});
export type PackageLimits = z.infer<typeof packageLimitsSchema>;
