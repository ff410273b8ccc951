/** The quiz authoring endpoints (online; admin only): the current version, a regrade preview, publishing. */
import {
  publishQuizResponseSchema, quizVersionSchema, regradeSummarySchema, staleQuizVersionSchema,
  type AttemptPolicy, type PublishQuizResponse, type QuizContent, type QuizVersion, type RegradeSummary,
} from '@contract/quiz-authoring';
import { ApiError, apiRequest } from '@/data/api-client';

/** The quiz's current published version with its key, or null when it was never published. */
export async function fetchCurrentVersion(quizId: string): Promise<QuizVersion | null> {
  try {
    return quizVersionSchema.parse(await apiRequest(`/admin/quizzes/${encodeURIComponent(quizId)}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Attempts of the quiz and whose grade `content` would change. */
export async function previewRegrade(quizId: string, content: QuizContent): Promise<RegradeSummary> {
  return regradeSummarySchema.parse(await apiRequest(`/admin/quizzes/${encodeURIComponent(quizId)}/regrade-preview`, { method: 'POST', body: { content } }));
}

/** What a publish came to. */
export type PublishOutcome = { kind: 'published'; result: PublishQuizResponse } | { kind: 'stale'; server: QuizVersion } | { kind: 'refused'; message: string };

/** The detail of a problem+json answer, or a sentence. */
function detailOf(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { detail, errors } = body as { detail?: unknown; errors?: { path: string; message: string }[] };
    const list = Array.isArray(errors) ? errors.map((e) => `${e.path}: ${e.message}`).join(' ') : '';
    if (typeof detail === 'string') return list ? `${detail} ${list}` : detail;
  }
  return 'The quiz could not be published.';
}

/** Publishes `content` as the next version after `baseVersion` (null: a new quiz). */
export async function publishQuiz(quizId: string, baseVersion: number | null, content: QuizContent, attempts?: AttemptPolicy): Promise<PublishOutcome> {
  try {
    const body = await apiRequest(`/admin/quizzes/${encodeURIComponent(quizId)}/publish`, { method: 'POST', body: { baseVersion, content, ...(attempts ? { attempts } : {}) } });
    return { kind: 'published', result: publishQuizResponseSchema.parse(body) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const stale = staleQuizVersionSchema.safeParse(error.body);
    if (error.status === 409 && stale.success) return { kind: 'stale', server: stale.data.server };
    return { kind: 'refused', message: detailOf(error.body) };
  }
}
