/** The exercise authoring endpoints (online; admin only): the published exercise, publishing. */
import { exerciseVersionSchema, publishExerciseResponseSchema, staleExerciseVersionSchema, type ExerciseContent } from '@contract/exercise-authoring';
import { authoringApi } from '../shared/publish-api';

const api = authoringApi({ base: '/admin/exercises', noun: 'exercise', version: exerciseVersionSchema, result: publishExerciseResponseSchema, stale: staleExerciseVersionSchema });

/** The exercise as published, or null when it was never published. */
export const fetchExercise = (exerciseId: string) => api.fetch(exerciseId);

/** Publishes `content` as the next version after `baseVersion` (null: a new exercise). */
export const publishExercise = (exerciseId: string, baseVersion: number | null, content: ExerciseContent) => api.publish(exerciseId, { baseVersion, content });
