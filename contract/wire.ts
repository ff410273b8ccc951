/**
 * The answers the PWA checks on its first-load path — the current user (`GET /users/me`, SPEC §7)
 * and the sync server's push and pull answers — with the organisation header and the roles. They
 * are checked by the small guards below rather than zod: a zod schema on the first-load path
 * fetches zod's shared core chunk (16–25 KB gz), which alone would break the 250 KB budget.
 * `api.ts` and `sync.ts` re-export everything here, so the server and tests import it from there.
 */

/** The header that names the caller's organisation on every request (SPEC §7). */
export const ORGANISATION_HEADER = 'X-organisation-id';

export const roles = ['learner', 'teacher', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The answer of `GET /api/users/me`. The PWA splits `role` off and keeps it as permissions. */
export interface CurrentUser {
  id: string;
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  organisationId: string;
  organisationName: string;
  role: Role;
}

/**
 * applied: done now. duplicate: already applied by an earlier push (acknowledge and drop).
 * rejected: refused for good with a reason the learner sees (it still counts as processed).
 * skipped: not looked at, because an earlier id is missing (a gap) — send again from lastMutationId + 1.
 */
export const mutationStatuses = ['applied', 'duplicate', 'rejected', 'skipped'] as const;
export type MutationStatus = (typeof mutationStatuses)[number];

/**
 * The most writes one push carries. 500: on a slow network the drain is bound by round trips
 * (1,000 queued writes: 2 pushes instead of 5), and 500 small writes stay far below the 1 MB body
 * limit of `/api`.
 */
export const MAX_PUSH_BATCH = 500;

/**
 * The body limit of `POST /api/sync/push`, its own (the rest of `/api` keeps 1 MiB): room for the
 * largest write the contract accepts, sent alone, with its envelope. A quiz answered in full (500
 * answers of 2,000 characters) is about 1.1 MB of JSON, more than 1 MiB.
 */
export const PUSH_BODY_BYTES = 4 * 1024 * 1024;

/**
 * The most one write may weigh as JSON, in UTF-8 bytes. The contract refuses a heavier one
 * (`mutationSchema`), so every valid write fits a push alone below {@link PUSH_BODY_BYTES}, whatever
 * its characters (escapes and multi-byte text included); 64 KiB are left for the envelope.
 */
export const MAX_WRITE_BYTES = PUSH_BODY_BYTES - 64 * 1024;

/**
 * The bytes the drain puts in one push: writes are added while the batch stays under this (a write
 * heavier than this goes alone). Well below the limit, so a batch costs little to send again after a
 * failure, and 130 chat messages of 4,000 characters still go in one push.
 */
export const PUSH_BATCH_BYTES = 512 * 1024;

const utf8 = new TextEncoder();

/** The UTF-8 size of `value` as JSON (what it adds to a request body). */
export function jsonBytes(value: unknown): number {
  return utf8.encode(JSON.stringify(value) ?? '').length;
}

/**
 * One write's answer. A refusal's `reason` is the server's English; `code` and `params` (newer
 * servers: contract/refusals.ts) let the PWA word it in the learner's language.
 */
export interface PushResult {
  id: number;
  status: MutationStatus;
  reason?: string;
  code?: string;
  params?: Record<string, string | number>;
}

export interface PushResponse {
  lastMutationId: number;
  results: PushResult[];
}

/** A row as pulled: every row has a string id; the rest is the table's own shape. */
export interface SyncRowData { id: string; [field: string]: unknown }

export interface PullResponse {
  /** Opaque to the client: a server version, bumped inside every write transaction. */
  cursor: string;
  /** True when the cursor was unknown or too old: the client replaces its cached rows. */
  reset: boolean;
  lastMutationId: number;
  changes: Record<string, { put: SyncRowData[]; del: string[]; packed?: unknown }>;
  /** Paged pull only: more pages follow; send `page` (with the same cursor) for the next one. */
  more?: boolean;
  page?: string;
}

/**
 * Paged pull (a compatible extension): a client that asks with `page=start` may be answered in
 * pages (large staff scopes); every page but the last says `more: true` and carries the `page`
 * token to ask for next. The client keeps its old cursor until the last page has been applied.
 * A request without `page` is answered all at once, as before.
 */
export const PULL_PAGE_START = 'start';

/**
 * Packed tables (a compatible extension, issue 55 item 5): a device that names a table in `pack`
 * may get that table's rows as `changes[table].packed` (the table's own packed shape, e.g.
 * contract/member-quiz-pack.ts) beside `put`, which keeps the rows that did not pack. A device that
 * does not ask gets `put` alone, as before.
 */
export const PACKABLE_TABLES = 'memberQuizResults';

/** Thrown when an answer does not have the contract's shape; names the first wrong field. */
export class WireFormatError extends Error {
  constructor(path: string, expected: string) {
    super(`Unexpected answer from the server: ${path} should be ${expected}.`);
    this.name = 'WireFormatError';
  }
}

type Guard<T> = (value: unknown, path: string) => T;
const check = <T>(ok: (value: unknown) => boolean, expected: string): Guard<T> => (value, path) => {
  if (!ok(value)) throw new WireFormatError(path, expected);
  return value as T;
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = check<string>((v) => typeof v === 'string', 'a string');
const textOrNull = check<string | null>((v) => v === null || typeof v === 'string', 'a string or null');
const flag = check<boolean>((v) => typeof v === 'boolean', 'true or false');
const count = check<number>((v) => Number.isInteger(v) && (v as number) >= 0, 'a whole number ≥ 0');
const oneOf = <const T extends readonly string[]>(values: T) => check<T[number]>((v) => values.includes(v as string), `one of ${values.join(', ')}`);
const record = check<Record<string, unknown>>(isRecord, 'an object');
const params = check<Record<string, string | number>>((v) => isRecord(v) && Object.values(v).every((p) => typeof p === 'string' || typeof p === 'number'), 'an object of strings and numbers');
const list = <T>(item: Guard<T>): Guard<T[]> => (value, path) => {
  if (!Array.isArray(value)) throw new WireFormatError(path, 'a list');
  return value.map((entry, i) => item(entry, `${path}[${i}]`));
};
const listOrEmpty = <T>(item: Guard<T>): Guard<T[]> => (value, path) => (value === undefined ? [] : list(item)(value, path));
const syncRow: Guard<SyncRowData> = (value, path) => {
  const row = record(value, path);
  text(row.id, `${path}.id`);
  return row as SyncRowData;
};

/** Checks a `GET /users/me` answer; keeps only the contract's fields. */
export function parseCurrentUser(value: unknown): CurrentUser {
  const u = record(value, 'user');
  return {
    id: text(u.id, 'user.id'),
    uid: text(u.uid, 'user.uid'),
    email: textOrNull(u.email, 'user.email'),
    displayName: textOrNull(u.displayName, 'user.displayName'),
    photoURL: textOrNull(u.photoURL, 'user.photoURL'),
    organisationId: text(u.organisationId, 'user.organisationId'),
    organisationName: text(u.organisationName, 'user.organisationName'),
    role: oneOf(roles)(u.role, 'user.role'),
  };
}

/** Checks a `POST /sync/push` answer. */
export function parsePushResponse(value: unknown): PushResponse {
  const answer = record(value, 'push');
  const result = (entry: unknown, path: string) => {
    const r = record(entry, path);
    if (!Number.isInteger(r.id)) throw new WireFormatError(`${path}.id`, 'a whole number');
    const status = oneOf(mutationStatuses)(r.status, `${path}.status`);
    const answer: PushResult = { id: r.id as number, status };
    if (r.reason !== undefined) answer.reason = text(r.reason, `${path}.reason`);
    if (r.code !== undefined) answer.code = text(r.code, `${path}.code`);
    if (r.params !== undefined) answer.params = params(r.params, `${path}.params`);
    return answer;
  };
  return { lastMutationId: count(answer.lastMutationId, 'push.lastMutationId'), results: list(result)(answer.results, 'push.results') };
}

/** Checks a `GET /sync/pull` answer (each row needs a string id; its other fields are the table's). */
export function parsePullResponse(value: unknown): PullResponse {
  const answer = record(value, 'pull');
  const changes: PullResponse['changes'] = {};
  for (const [table, raw] of Object.entries(record(answer.changes, 'pull.changes'))) {
    const entry = record(raw, `pull.changes.${table}`);
    changes[table] = {
      put: listOrEmpty(syncRow)(entry.put, `pull.changes.${table}.put`),
      del: listOrEmpty(text)(entry.del, `pull.changes.${table}.del`),
      ...(entry.packed === undefined ? {} : { packed: record(entry.packed, `pull.changes.${table}.packed`) }),
    };
  }
  const paging = answer.more === true ? { more: true, page: text(answer.page, 'pull.page') } : {};
  return {
    cursor: text(answer.cursor, 'pull.cursor'),
    reset: flag(answer.reset, 'pull.reset'),
    lastMutationId: count(answer.lastMutationId, 'pull.lastMutationId'),
    changes,
    ...paging,
  };
}
