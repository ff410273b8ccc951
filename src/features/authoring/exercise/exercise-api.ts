/** The exercise authoring endpoints (online; admin only): the published exercise, publishing. */
import {
  exerciseVersionSchema, publishExerciseResponseSchema, staleExerciseVersionSchema,
  type ExerciseContent, type ExerciseVersion, type PublishExerciseResponse,
} from '@contract/exercise-authoring';
import { fetchPublished, postPublish, type PublishOutcome } from '../shared/publish-api';

const path = (exerciseId: string) => `/admin/exercises/${encodeURIComponent(exerciseId)}`;

/** The exercise as published, or null when it was never published. */
export function fetchExercise(exerciseId: string): Promise<ExerciseVersion | null> {
  return fetchPublished(path(exerciseId), exerciseVersionSchema);
}

/** Publishes `content` as the next version after `baseVersion` (null: a new exercise). */
export function publishExercise(exerciseId: string, baseVersion: number | null, content: ExerciseContent): Promise<PublishOutcome<PublishExerciseResponse, ExerciseVersion>> {
  return postPublish({
    path: `${path(exerciseId)}/publish`,
    body: { baseVersion, content },
    resultSchema: publishExerciseResponseSchema,
    staleSchema: staleExerciseVersionSchema,
    fallback: 'The exercise could not be published.',
  });
}
