/**
 * SCORM 1.2, SCORM 2004 and H5P packages as lessons (issue 51). A teacher uploads the `.zip`/`.h5p`
 * with the resumable upload (`/api/uploads`), then `POST /api/packages` validates and stores it and
 * answers the package; a lesson of type `package` points at it by `mediaUrl` `/media/packages/<id>`.
 */
import { z } from 'zod';
import { ATTEMPT_LIMITS } from './package-attempt-limits';
import { clientDateTime, count, id, isoDateTime, storedReal, withSample } from './fields';
import { xapiIntentArgs } from './xapi';

export const PACKAGE_KINDS = ['scorm12', 'scorm2004', 'h5p'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

/** One launchable item of the package's organisation (a SCO, or the H5P content itself). */
export interface PackageItem {
  identifier: string;
  title: string;
  /** The file to open, relative to the package root (with its query, if the manifest gives one). */
  href: string;
}

/** `POST /api/packages` answers this; `GET /api/packages/{package}` too. */
export interface PackageSummary {
  id: string;
  courseId: string;
  kind: PackageKind;
  title: string;
  /** The organisation's items in order: the lesson's outline (one for a single-SCO package). */
  items: PackageItem[];
  fileCount: number;
  unpackedBytes: number;
  /** Where the files are served: `<PACKAGE_ORIGIN>/package-content/<key>/`, a capability URL. */
  contentBase: string;
}

/** `POST /api/packages` body: the finished upload's stored name and the course it is for. */
export const createPackageSchema = z.strictObject({
  courseId: id,
  upload: z.string().regex(/^[0-9a-f-]{36}\.(zip|h5p)$/, 'must be a finished .zip or .h5p upload'),
});

/** A lesson's `mediaUrl` for package `id`, and back. */
export const packageMediaUrl = (packageId: string) => `/media/packages/${packageId}`;
export const packageIdOf = (mediaUrl: string | null) => /^\/media\/packages\/([A-Za-z0-9_-]{1,100})$/.exec(mediaUrl ?? '')?.[1] ?? null;

/** What a `package` lesson's `content` holds (set by the server at publish from the stored package). */
export interface PackageLessonContent {
  packageId: string;
  kind: PackageKind;
  title: string;
  items: PackageItem[];
  contentBase: string;
}

/** A package lesson's content, or null when it is not one (a guard, no zod: the player reads it). */
export function readPackageLessonContent(content: string): PackageLessonContent | null {
  try {
    const value = JSON.parse(content) as Partial<PackageLessonContent>;
    if (typeof value.packageId !== 'string' || typeof value.contentBase !== 'string' || !Array.isArray(value.items)) return null;
    if (!PACKAGE_KINDS.includes(value.kind as PackageKind)) return null;
    return value as PackageLessonContent;
  } catch {
    return null;
  }
}

export { ATTEMPT_LIMITS };

/**
 * The caller's own attempt at one item (SCO) of a package lesson; id = `${lessonId}:${item}` (item =
 * the item's index, the lesson section it completes). `commits` orders the writes: the most wins.
 */
export const packageAttemptRowSchema = z.object({
  id: z.string(),
  courseId: id,
  lessonId: id,
  item: z.number().int().min(0),
  /** SCORM 1.2 `cmi.core.lesson_status`, or 2004's completion/success as `completed`/`passed`/…; H5P `completed`. */
  status: z.string(),
  completed: z.boolean(),
  /** `passed`, `failed` or null (unknown). */
  success: z.enum(['passed', 'failed']).nullable(),
  /** Score as a fraction of the maximum (0–1), null when none was given. */
  score: z.number().nullable(),
  seconds: z.number().int(),
  suspendData: z.string(),
  location: z.string(),
  /** JSON array of `{ id, result, response?, type? }`. */
  interactions: z.string(),
  commits: z.number().int(),
  updatedAt: isoDateTime,
});
export type PackageAttemptRowData = z.infer<typeof packageAttemptRowSchema>;

/**
 * A learner's attempt as their teachers (batches they teach) and admins pull it (issue 51): id =
 * `${userId}:${lessonId}:${item}`, without the SCO's suspend data and location (the learner's own).
 */
export const memberPackageAttemptRowSchema = packageAttemptRowSchema.omit({ suspendData: true, location: true }).extend({ userId: id });
export type MemberPackageAttemptRow = z.infer<typeof memberPackageAttemptRowSchema>;

/** Each interaction of an attempt's `interactions` JSON as `id: result` (its response when it has no result), in order; [] when unreadable. */
export function interactionResults(json: string): string[] {
  try {
    const list = JSON.parse(json) as { id?: unknown; result?: unknown; response?: unknown }[];
    if (!Array.isArray(list)) return [];
    return list.map((i) => [i.id, i.result ?? i.response].filter((v) => typeof v === 'string' && v !== '').join(': ')).filter(Boolean);
  } catch {
    return [];
  }
}

/** `package.commit`: one LMSCommit/Commit (or an H5P xAPI result) of the attempt, written on the device first. */
export const packageCommitArgs = z.strictObject({
  courseId: id,
  lessonId: id,
  item: z.int().min(0).max(49),
  status: z.string().max(ATTEMPT_LIMITS.status),
  completed: z.boolean(),
  success: z.enum(['passed', 'failed']).nullable(),
  score: storedReal(0, 1).nullable(),
  seconds: count,
  suspendData: z.string().max(ATTEMPT_LIMITS.suspendData),
  location: z.string().max(ATTEMPT_LIMITS.location),
  interactions: z.string().max(ATTEMPT_LIMITS.interactions),
  commits: z.int().min(1).max(1_000_000),
  at: clientDateTime,
});

withSample(packageCommitArgs, () => ({
  courseId: 'c5-spreadsheets', lessonId: 'c5-spreadsheets-m1-l2', item: 0, status: 'incomplete', completed: false, success: null, score: null,
  seconds: 30, suspendData: 'page-2', location: 'page-2', interactions: '[]', commits: 1, at: new Date().toISOString(),
}));

/** The write intents of packages (spread into contract/intents.ts). */
export const packageIntentArgs = {
  'package.commit': packageCommitArgs,
  ...xapiIntentArgs,
} as const;
