/**
 * Admin course writes (issue 17, item 5): create a draft course, publish, unpublish (back to draft)
 * or archive one, and duplicate one as a draft with its modules and lessons. Learners see only
 * published courses (`published` follows `status`, migration 0015). Every change is audited.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { courseModules, courses, lessons } from '../../db/schema';
import { refuse } from '../../http/problem';
import { recordAudit } from '../../db/audit';
import { courseOfOrganisation } from './guard';
import { adminCoursesPolicy } from './policy';
import { assertMay } from '../../auth/policy';

/** Whether `courseId` exists already: in the caller's organisation (a write sent again: nothing to do) or elsewhere (refused). */
async function alreadyCreated(db: Database, caller: Caller, courseId: string): Promise<boolean> {
  const [row] = await db.select({ organisationId: courses.organisationId }).from(courses).where(eq(courses.id, courseId));
  if (!row) return false;
  if (row.organisationId === caller.organisationId) return true;
  throw refuse(409, 'course-id-taken');
}

/** Creates the draft course `courseId` titled `title`. */
export async function createCourse(db: Database, caller: Caller, args: MutationArgs<'course.create'>): Promise<void> {
  await assertMay(adminCoursesPolicy, db, caller, 'course.create', {});
  if (await alreadyCreated(db, caller, args.courseId)) return;
  await db.insert(courses).values({ id: args.courseId, organisationId: caller.organisationId, title: args.title, status: 'draft', published: false });
  await recordAudit(db, caller, { action: 'course.create', subjectType: 'course', subjectId: args.courseId, before: null, after: { title: args.title, status: 'draft' } });
}

/** Sets a course's status; the same status again changes nothing, another admin's change since `from` is not overwritten. */
export async function setCourseStatus(db: Database, caller: Caller, args: MutationArgs<'course.setStatus'>): Promise<void> {
  await assertMay(adminCoursesPolicy, db, caller, 'course.manage', args);
  const course = await courseOfOrganisation(db, caller, args.courseId);
  if (course.status === args.status) return;
  if (course.status !== args.from) {
    throw refuse(409, 'course-changed-meanwhile', { course: course.title, status: course.status });
  }
  await db.update(courses).set({ status: args.status, updatedAt: new Date() }).where(eq(courses.id, args.courseId));
  await recordAudit(db, caller, {
    action: `course.${args.status === 'published' ? 'publish' : args.status === 'archived' ? 'archive' : 'unpublish'}`,
    subjectType: 'course',
    subjectId: args.courseId,
    before: { status: course.status },
    after: { status: args.status },
  });
}

/**
 * Copies `sourceCourseId` as the draft `courseId`: its details, modules and lessons (new ids). Lesson
 * links to quizzes, exercises and decks are left out: those belong to the source course.
 */
export async function duplicateCourse(db: Database, caller: Caller, args: MutationArgs<'course.duplicate'>): Promise<void> {
  await assertMay(adminCoursesPolicy, db, caller, 'course.manage', { courseId: args.sourceCourseId });
  const source = await courseOfOrganisation(db, caller, args.sourceCourseId);
  if (await alreadyCreated(db, caller, args.courseId)) return;
  await db.insert(courses).values({
    id: args.courseId,
    organisationId: caller.organisationId,
    title: args.title,
    summary: source.summary,
    description: source.description,
    category: source.category,
    level: source.level,
    imageUrl: source.imageUrl,
    enrolmentMode: source.enrolmentMode,
    language: source.language,
    status: 'draft',
    published: false,
  });
  const modules = await db.select().from(courseModules).where(eq(courseModules.courseId, source.id)).orderBy(asc(courseModules.position));
  const moduleIds = new Map(modules.map((module) => [module.id, randomUUID()]));
  if (modules.length > 0) {
    await db.insert(courseModules).values(modules.map((module) => ({
      id: moduleIds.get(module.id)!, organisationId: caller.organisationId, courseId: args.courseId, title: module.title, position: module.position,
    })));
  }
  const sourceLessons = await db.select().from(lessons).where(and(eq(lessons.courseId, source.id), eq(lessons.organisationId, caller.organisationId)));
  if (sourceLessons.length > 0) {
    await db.insert(lessons).values(sourceLessons.map((lesson) => ({
      id: randomUUID(),
      organisationId: caller.organisationId,
      courseId: args.courseId,
      moduleId: moduleIds.get(lesson.moduleId)!,
      title: lesson.title,
      type: lesson.type,
      content: lesson.content,
      mediaUrl: lesson.mediaUrl,
      durationSeconds: lesson.durationSeconds,
      sections: lesson.sections,
      position: lesson.position,
    })));
  }
  await recordAudit(db, caller, {
    action: 'course.duplicate',
    subjectType: 'course',
    subjectId: args.courseId,
    before: null,
    after: { title: args.title, status: 'draft', copiedFrom: source.id, modules: modules.length, lessons: sourceLessons.length },
  });
}
