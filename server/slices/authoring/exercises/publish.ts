/**
 * Publishing a practice exercise (issue 18, item 5; admin only; the flow: authoring/publish.ts): the author's content becomes the
 * exercise's live row at the next version, which learners pull; a publish over a version the author
 * did not start from is refused (409, with the server's version for the editor to compare).
 */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_MASTERY } from '../../../../contract/exercise-mastery';
import {
  storedExerciseContentSchema, type AuthoredExerciseItem, type ExerciseVersion, type PublishExerciseRequest, type PublishExerciseResponse,
} from '../../../../contract/exercise-authoring';
import type { Caller } from '../../../auth/caller';
import type { Database } from '../../../db/client';
import { exercises, type ExerciseItem } from '../../../db/schema';
import { HttpError, refuse } from '../../../http/problem';
import { checkCourse, publishVersion, type AuthoringKind } from '../publish';

/** A stored item as the editor holds it (every field present; order items list their steps in order). */
function editorItem(item: ExerciseItem): AuthoredExerciseItem {
  const kind = item.kind ?? (item.options?.length ? 'choice' : 'blank');
  return { id: item.id, kind, prompt: item.prompt, options: kind === 'choice' ? (item.options ?? []) : [], answer: item.answer, hint: item.hint ?? '' };
}

/**
 * An authored item as learners receive it. Order items are shown shuffled (the learner starts from
 * `options`): a fixed shuffle by the item's id, never the right order itself.
 */
export function liveItem(item: AuthoredExerciseItem): ExerciseItem {
  const hint = item.hint.trim() ? { hint: item.hint } : {};
  const base = { id: item.id, kind: item.kind, prompt: item.prompt, answer: item.answer, ...hint };
  if (item.kind === 'blank') return base;
  if (item.kind === 'choice') return { ...base, options: item.options };
  const seed = [...item.id].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const shuffled = [...item.answer].sort((a, b) => ((seed ^ hash(a)) >>> 0) - ((seed ^ hash(b)) >>> 0));
  const options = shuffled.every((step, i) => step === item.answer[i]) ? [...item.answer.slice(1), item.answer[0]!] : shuffled;
  return { ...base, options };
}

const hash = (text: string) => [...text].reduce((sum, ch) => (sum * 33 + ch.charCodeAt(0)) >>> 0, 5381);

/** The caller's organisation's exercise as the editor reads it, or null. */
export async function readExercise(db: Database, organisationId: string, exerciseId: string): Promise<ExerciseVersion | null> {
  const [row] = await db.select().from(exercises).where(and(eq(exercises.id, exerciseId), eq(exercises.organisationId, organisationId)));
  if (!row) return null;
  const parsed = storedExerciseContentSchema.safeParse({
    title: row.title, instructions: row.instructions, courseId: row.courseId, mastery: row.mastery ?? DEFAULT_MASTERY, items: row.items.map(editorItem),
  });
  if (!parsed.success) throw new HttpError(500, 'This exercise could not be read.');
  return { exerciseId: row.id, version: row.version, publishedAt: row.updatedAt.toISOString(), content: parsed.data };
}

/** Exercises for the publish flow. */
export const exerciseKind: AuthoringKind<ExerciseVersion> = {
  kind: 'exercise',
  noun: 'exercise',
  current: async (db, id) => (await db.select({ organisationId: exercises.organisationId, version: exercises.version }).from(exercises).where(eq(exercises.id, id)))[0],
  read: readExercise,
};

/**
 * Publishes `request.content` as the exercise's next version (version 1 of a new exercise). Throws
 * `StaleVersion` when `baseVersion` is not the current version.
 */
export async function publishExercise(db: Database, caller: Caller, exerciseId: string, request: PublishExerciseRequest): Promise<PublishExerciseResponse> {
  const { content } = request;
  const ids = content.items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw refuse(422, 'question-ids-twice');
  return publishVersion(db, caller, exerciseKind, exerciseId, request.baseVersion, async (tx, version, existed) => {
    // After the organisation check: another organisation's exercise is not found, whatever its course.
    await checkCourse(tx, caller, content.courseId, 'choose-exercise-course');
    const values = {
      title: content.title, instructions: content.instructions, courseId: content.courseId, mastery: content.mastery, items: content.items.map(liveItem), version, updatedAt: new Date(),
    };
    if (existed) await tx.update(exercises).set(values).where(eq(exercises.id, exerciseId));
    else await tx.insert(exercises).values({ id: exerciseId, organisationId: caller.organisationId, ...values });
    return { exerciseId, version };
  });
}
