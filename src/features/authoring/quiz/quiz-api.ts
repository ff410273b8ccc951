/** The quiz authoring endpoints (online; admin only): the current version, a regrade preview, publishing. */
import {
  publishQuizResponseSchema, quizVersionSchema, regradeSummarySchema, staleQuizVersionSchema,
  type AttemptPolicy, type PublishQuizResponse, type QuizContent, type QuizVersion, type RegradeSummary,
} from '@contract/quiz-authoring';
import { apiRequest } from '@/data/api-client';
import { fetchPublished, postPublish, type PublishOutcome } from '../shared/publish-api';

const path = (quizId: string) => `/admin/quizzes/${encodeURIComponent(quizId)}`;

/** The quiz's current published version with its key, or null when it was never published. */
export function fetchCurrentVersion(quizId: string): Promise<QuizVersion | null> {
  return fetchPublished(path(quizId), quizVersionSchema);
}

/** Attempts of the quiz and whose grade `content` would change. */
export async function previewRegrade(quizId: string, content: QuizContent): Promise<RegradeSummary> {
  return regradeSummarySchema.parse(await apiRequest(`${path(quizId)}/regrade-preview`, { method: 'POST', body: { content } }));
}

/** Publishes `content` as the next version after `baseVersion` (null: a new quiz). */
export function publishQuiz(quizId: string, baseVersion: number | null, content: QuizContent, attempts?: AttemptPolicy): Promise<PublishOutcome<PublishQuizResponse, QuizVersion>> {
  return postPublish({
    path: `${path(quizId)}/publish`,
    body: { baseVersion, content, ...(attempts ? { attempts } : {}) },
    resultSchema: publishQuizResponseSchema,
    staleSchema: staleQuizVersionSchema,
    fallback: 'The quiz could not be published.',
  });
}
