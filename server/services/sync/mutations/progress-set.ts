/** `progress.set`: merge one section's lesson progress (see services/progress.ts). */
import { setLessonProgress } from '../../progress';
import type { MutationHandler } from './registry';

/** Applies `progress.set`. */
export const progressSet: MutationHandler<'progress.set'> = (db, caller, args, context) => setLessonProgress(db, caller, args, context.lessonChecks);
