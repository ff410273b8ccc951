/** `exercise.submit`: store a practice attempt (see services/practice.ts). */
import { recordExerciseAttempt } from '../../practice';
import type { MutationHandler } from './registry';

/** Applies `exercise.submit`. */
export const exerciseSubmit: MutationHandler<'exercise.submit'> = (db, caller, args) => recordExerciseAttempt(db, caller, args);
