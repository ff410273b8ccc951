/** The exercise authoring endpoints (online; admin only): the published exercise, publishing. */
import {
  exerciseVersionSchema, publishExerciseResponseSchema, staleExerciseVersionSchema,
  type ExerciseContent, type ExerciseVersion, type PublishExerciseResponse,
} from '@contract/exercise-authoring';
import { ApiError, apiRequest } from '@/data/api-client';

/** The exercise as published, or null when it was never published. */
export async function fetchExercise(exerciseId: string): Promise<ExerciseVersion | null> {
  try {
    return exerciseVersionSchema.parse(await apiRequest(`/admin/exercises/${encodeURIComponent(exerciseId)}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** What a publish came to. */
export type PublishOutcome = { kind: 'published'; result: PublishExerciseResponse } | { kind: 'stale'; server: ExerciseVersion } | { kind: 'refused'; message: string };

function detailOf(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { detail, errors } = body as { detail?: unknown; errors?: { path: string; message: string }[] };
    const list = Array.isArray(errors) ? errors.map((e) => `${e.path}: ${e.message}`).join(' ') : '';
    if (typeof detail === 'string') return list ? `${detail} ${list}` : detail;
  }
  return 'The exercise could not be published.';
}

/** Publishes `content` as the next version after `baseVersion` (null: a new exercise). */
export async function publishExercise(exerciseId: string, baseVersion: number | null, content: ExerciseContent): Promise<PublishOutcome> {
  try {
    const body = await apiRequest(`/admin/exercises/${encodeURIComponent(exerciseId)}/publish`, { method: 'POST', body: { baseVersion, content } });
    return { kind: 'published', result: publishExerciseResponseSchema.parse(body) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const stale = staleExerciseVersionSchema.safeParse(error.body);
    if (error.status === 409 && stale.success) return { kind: 'stale', server: stale.data.server };
    return { kind: 'refused', message: detailOf(error.body) };
  }
}
