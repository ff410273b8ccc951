/** What the quiz, exercise and deck authoring endpoints share: reading the published version, and what a publish came to. */
import type { z } from 'zod';
import { ApiError, apiRequest } from '@/data/api-client';
import { problemBodyText } from '@/data/problem-body';
import { i18n } from '@/i18n/i18n';
import { authoringNs } from '../messages/en';

/** The published version at `path` read with `schema`, or null when it was never published (404). */
export async function fetchPublished<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
  try {
    return schema.parse(await apiRequest(path));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** What a publish came to: the server's answer, the server's version after a stale base (409), or a refusal in words. */
export type PublishOutcome<Result, Server> = { kind: 'published'; result: Result } | { kind: 'stale'; server: Server } | { kind: 'refused'; message: string };

/** The detail of a problem+json answer (with its field errors), or `fallback`. */
function detailOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null) {
    const { errors } = body as { errors?: { path: string; message: string }[] };
    const list = Array.isArray(errors) ? errors.map((e) => `${e.path}: ${e.message}`).join(' ') : '';
    // English: the detail and zod's field messages; another language: the refusal's code worded.
    const shown = problemBodyText(body, (detail) => (list ? `${detail} ${list}` : detail));
    if (shown !== null) return shown;
  }
  return fallback;
}

interface PublishRequest<Result, Server> {
  path: string;
  body: unknown;
  resultSchema: z.ZodType<Result>;
  staleSchema: z.ZodType<{ server: Server }>;
  /** The refusal's words when the server gives none ('The quiz could not be published.'). */
  fallback: string;
}

/** Posts a publish; a network failure is thrown (the caller says publishing needs a connection). */
export async function postPublish<Result, Server>({ path, body, resultSchema, staleSchema, fallback }: PublishRequest<Result, Server>): Promise<PublishOutcome<Result, Server>> {
  try {
    return { kind: 'published', result: resultSchema.parse(await apiRequest(path, { method: 'POST', body })) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const stale = staleSchema.safeParse(error.body);
    if (error.status === 409 && stale.success) return { kind: 'stale', server: stale.data.server };
    return { kind: 'refused', message: detailOf(error.body, fallback) };
  }
}

/** One authoring kind's endpoints under `/admin/<kind>s`: what it reads and what a publish answers. */
export interface AuthoringApiSpec<Version, Result> {
  /** The endpoints' base path ('/admin/decks'). */
  base: string;
  /** The kind in words ('deck'), for the refusal without words. */
  noun: 'quiz' | 'exercise' | 'deck';
  version: z.ZodType<Version>;
  result: z.ZodType<Result>;
  stale: z.ZodType<{ server: Version }>;
}

/** The read and publish calls of one authoring kind (the quiz, exercise and deck editors share them). */
export function authoringApi<Version, Result>(spec: AuthoringApiSpec<Version, Result>) {
  const path = (id: string) => `${spec.base}/${encodeURIComponent(id)}`;
  return {
    path,
    /** The item's current published version, or null when it was never published. */
    fetch: (id: string): Promise<Version | null> => fetchPublished(path(id), spec.version),
    /** Publishes `body` (its `baseVersion`: null for a new item) as the next version. */
    publish: (id: string, body: { baseVersion: number | null } & Record<string, unknown>): Promise<PublishOutcome<Result, Version>> =>
      postPublish({ path: `${path(id)}/publish`, body, resultSchema: spec.result, staleSchema: spec.stale, fallback: i18n.getFixedT(null, authoringNs)(`publishFailed.${spec.noun}`) }),
  };
}
