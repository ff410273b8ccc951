/** The quiz authoring endpoints (online; admin only): the current version, a regrade preview, publishing. */
import {
  publishQuizResponseSchema, quizVersionSchema, regradeSummarySchema, staleQuizVersionSchema, type AttemptPolicy, type QuizContent, type RegradeSummary,
} from '@contract/quiz-authoring';
import { apiRequest } from '@/data/api-client';
import { authoringApi } from '../shared/publish-api';

const api = authoringApi({ base: '/admin/quizzes', noun: 'quiz', version: quizVersionSchema, result: publishQuizResponseSchema, stale: staleQuizVersionSchema });

/** The quiz's current published version with its key, or null when it was never published. */
export const fetchCurrentVersion = (quizId: string) => api.fetch(quizId);

/** Attempts of the quiz and whose grade `content` would change. */
export async function previewRegrade(quizId: string, content: QuizContent): Promise<RegradeSummary> {
  return regradeSummarySchema.parse(await apiRequest(`${api.path(quizId)}/regrade-preview`, { method: 'POST', body: { content } }));
}

/** Publishes `content` as the next version after `baseVersion` (null: a new quiz). */
export const publishQuiz = (quizId: string, baseVersion: number | null, content: QuizContent, attempts?: AttemptPolicy) =>
  api.publish(quizId, { baseVersion, content, ...(attempts ? { attempts } : {}) });
