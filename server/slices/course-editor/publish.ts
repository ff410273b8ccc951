/**
 * Publishing an edited outline (issue 19 item 4): in one transaction, refused with 409 when the
 * course's version moved on since the editor's base (the differences since then) or when a removed
 * lesson has learners' progress the editor did not confirm. Rows that did not change are not
 * written, so learners' progress and their devices' copies of unchanged lessons stay as they are;
 * progress on removed lessons is copied to `removed_lesson_progress` for reports first.
 */
import { sql } from 'drizzle-orm';
import { OUTLINE_LIMITS, type EditorLesson, type PublishAnswer, type PublishConflict, type publishOutlineSchema } from '../../../contract/course-editor';
import { splitLessonSections } from '../../../contract/lesson-sections';
import type { z } from 'zod';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { refuse } from '../../http/problem';
import { outlineDifferences, type OutlineSnapshot } from './differences';
import { withPackageContent } from '../../packages/package-lessons';
import { learnersWithProgress, readCourseFields, readModules } from './outline';
import { isHtml, sanitizeLessonContent } from './sanitize';
import { keepSnapshot, readSnapshot } from './snapshots';

type PublishBody = z.output<typeof publishOutlineSchema>;

/** A publish the server refused with a body the editor shows (answered 409). */
export class PublishConflictError extends Error {
  override name = 'PublishConflictError';
  constructor(readonly conflict: PublishConflict) {
    super(`publish refused: ${conflict.reason}`);
  }
}

/** The lesson as stored: text HTML sanitised, and as many sections as its `<hr>` breaks make (contract/lesson-sections.ts). */
function storedLesson(lesson: EditorLesson): EditorLesson {
  if (lesson.type !== 'text') return lesson;
  const content = sanitizeLessonContent(lesson.content);
  if (!isHtml(content)) return { ...lesson, content };
  return { ...lesson, content, sections: Math.min(OUTLINE_LIMITS.sections, splitLessonSections(content).length) };
}

async function assertIdsFree(tx: Database, courseId: string, table: 'course_modules' | 'lessons', ids: string[]) {
  if (ids.length === 0) return;
  const taken = await selectRows<{ id: string }>(tx, sql`select id from ${sql.identifier(table)}
    where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and course_id <> ${courseId} limit 1`);
  if (taken[0]) throw refuse(409, 'id-of-another-course', { id: taken[0].id });
}

function assertUnique(ids: string[], what: 'module' | 'lesson') {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw refuse(400, what === 'module' ? 'module-id-twice' : 'lesson-id-twice', { id });
    seen.add(id);
  }
}

async function writeOutline(tx: Database, caller: Caller, courseId: string, modules: PublishBody['modules'], packageOrigin: string | undefined) {
  const org = caller.organisationId;
  for (const [index, module] of modules.entries()) {
    const lessons = await withPackageContent(tx, org, courseId, module.lessons, packageOrigin);
    await tx.execute(sql`insert into course_modules (id, organisation_id, course_id, title, position)
      values (${module.id}, ${org}, ${courseId}, ${module.title}, ${index + 1})
      on conflict (id) do update set title = excluded.title, position = excluded.position
      where (course_modules.title, course_modules.position) is distinct from (excluded.title, excluded.position)`);
    for (const [position, lesson] of lessons.map(storedLesson).entries()) {
      await tx.execute(sql`insert into lessons (id, organisation_id, course_id, module_id, title, type, content, media_url, sections, position)
        values (${lesson.id}, ${org}, ${courseId}, ${module.id}, ${lesson.title}, ${lesson.type}, ${lesson.content}, ${lesson.mediaUrl}, ${lesson.sections}, ${position + 1})
        on conflict (id) do update set module_id = excluded.module_id, title = excluded.title, type = excluded.type,
          content = excluded.content, media_url = excluded.media_url, sections = excluded.sections, position = excluded.position, updated_at = now()
        where (lessons.module_id, lessons.title, lessons.type, lessons.content, lessons.media_url, lessons.sections, lessons.position)
          is distinct from (excluded.module_id, excluded.title, excluded.type, excluded.content, excluded.media_url, excluded.sections, excluded.position)`);
    }
  }
}

async function removeLessons(tx: Database, caller: Caller, courseId: string, ids: string[]) {
  if (ids.length === 0) return;
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  await tx.execute(sql`insert into removed_lesson_progress (id, organisation_id, user_id, course_id, lesson_id, lesson_title, section, progress, completed)
    select p.id, p.organisation_id, p.user_id, p.course_id, p.lesson_id, l.title, p.section, p.progress, p.completed
    from lesson_progress p join lessons l on l.id = p.lesson_id
    where p.lesson_id in (${list}) and p.organisation_id = ${caller.organisationId}
    on conflict (id) do nothing`);
  await tx.execute(sql`delete from lessons where id in (${list}) and course_id = ${courseId}`);
}

/** Publishes `body` as the course's outline; answers the new version. */
export async function publishOutline(db: Database, caller: Caller, courseId: string, body: PublishBody, packageOrigin?: string): Promise<PublishAnswer> {
  const moduleIds = body.modules.map((m) => m.id);
  const lessonIds = body.modules.flatMap((m) => m.lessons.map((l) => l.id));
  assertUnique(moduleIds, 'module');
  assertUnique(lessonIds, 'lesson');
  const org = caller.organisationId;
  return db.transaction(async (tx) => {
    const course = await readCourseFields(tx, org, courseId, true);
    const current: OutlineSnapshot = { details: { title: course.title, description: course.description, imageUrl: course.imageUrl, language: course.language }, modules: await readModules(tx, org, courseId) };
    if (course.version !== body.baseVersion) {
      const base = await readSnapshot(tx, org, courseId, body.baseVersion);
      throw new PublishConflictError({
        reason: 'stale',
        version: course.version,
        differences: base ? outlineDifferences(courseId, base, current) : [],
        lessonsWithProgress: [],
      });
    }
    await assertIdsFree(tx, courseId, 'course_modules', moduleIds);
    await assertIdsFree(tx, courseId, 'lessons', lessonIds);
    const kept = new Set(lessonIds);
    const removed = current.modules.flatMap((m) => m.lessons).filter((l) => !kept.has(l.id));
    const learners = await learnersWithProgress(tx, org, courseId);
    const unconfirmed = removed.filter((l) => (learners[l.id] ?? 0) > 0 && !body.confirmedRemovals.includes(l.id));
    if (unconfirmed.length > 0) {
      throw new PublishConflictError({
        reason: 'unconfirmed-removals',
        version: course.version,
        differences: [],
        lessonsWithProgress: unconfirmed.map((l) => ({ id: l.id, title: l.title, learners: learners[l.id] ?? 0 })),
      });
    }
    // Lessons move before their old module may go; removed lessons keep their progress for reports first.
    await writeOutline(tx, caller, courseId, body.modules, packageOrigin);
    await removeLessons(tx, caller, courseId, removed.map((l) => l.id));
    const keptModules = new Set(moduleIds);
    for (const module of current.modules.filter((m) => !keptModules.has(m.id))) {
      await tx.execute(sql`delete from course_modules where id = ${module.id} and course_id = ${courseId}`);
    }
    const version = course.version + 1;
    // An editor that sends no language (an older one) leaves the stated one as it is.
    const language = body.details.language === undefined ? course.language : body.details.language;
    await tx.execute(sql`update courses set title = ${body.details.title}, description = ${body.details.description},
      image_url = ${body.details.imageUrl}, language = ${language}, version = ${version}, updated_at = now()
      where id = ${courseId} and organisation_id = ${org}`);
    await keepSnapshot(tx, org, courseId, version, { details: { ...body.details, language }, modules: await readModules(tx, org, courseId) }, caller.id);
    return { version };
  });
}
