/**
 * The admin's course writes (issue 17, item 5): create a draft course (the editor opens it at once),
 * publish, unpublish, archive and duplicate; an announcement to a course or one of its batches
 * (issue 53, item 5); and the organisation's own package limits (issue 51, item 5). Each changes the local rows at once and is undone if the server refuses it
 * (`course.setStatus` carries the status it replaces, `from`).
 */
import type { IntentArgs } from '@contract/sync';
import type { CourseStatus } from '@contract/admin';
import type { PackageLimits } from '@contract/xapi';
import { db, type CourseRow } from '@/data/db';
import { declareIntent, intentGroup } from '@/data/sync/intents';
import { enqueue } from '@/data/sync/outbox';

function draftRow(id: string, title: string, from: Partial<CourseRow> = {}): CourseRow {
  return {
    summary: '', description: '', category: '', level: 'beginner', imageUrl: null, enrolmentMode: 'open', language: null, ...from,
    id, title, status: 'draft', published: false, assigned: false, updatedAt: new Date().toISOString(),
  };
}

async function setLocalStatus(courseId: string, status: CourseStatus) {
  await db.courses.update(courseId, { status, published: status === 'published' });
}

const courseCreateIntent = declareIntent('course.create', {
  tables: () => [db.courses],
  reapply: ({ courseId, title }) => db.courses.put(draftRow(courseId, title)),
  rollback: ({ courseId }) => db.courses.delete(courseId),
});

/** Queues a new draft course titled `title`; resolves to its id (open `/edit-course/{id}`). */
export async function createCourse(title: string): Promise<string> {
  const courseId = crypto.randomUUID();
  await enqueue('course.create', { courseId, title }, { tables: [db.courses], applyLocally: () => db.courses.put(draftRow(courseId, title)) });
  return courseId;
}

const courseSetStatusIntent = declareIntent('course.setStatus', {
  tables: () => [db.courses],
  reapply: ({ courseId, status }) => setLocalStatus(courseId, status),
  rollback: ({ courseId, from }) => setLocalStatus(courseId, from),
});

/** Queues changing `course`'s status to `status` (from the status shown). */
export async function setCourseStatus(course: Pick<CourseRow, 'id' | 'status'>, status: CourseStatus): Promise<void> {
  const args: IntentArgs<'course.setStatus'> = { courseId: course.id, from: course.status, status };
  await enqueue('course.setStatus', args, { tables: [db.courses], applyLocally: () => setLocalStatus(course.id, status) });
}

async function putCopy({ sourceCourseId, courseId, title }: IntentArgs<'course.duplicate'>) {
  const source = await db.courses.get(sourceCourseId);
  await db.courses.put(draftRow(courseId, title, source));
}

const courseDuplicateIntent = declareIntent('course.duplicate', {
  tables: () => [db.courses],
  reapply: putCopy,
  rollback: ({ courseId }) => db.courses.delete(courseId),
});

/** Queues a draft copy of `course` (modules and lessons arrive with the next pull); resolves to the copy's id. */
export async function duplicateCourse(course: Pick<CourseRow, 'id' | 'title'>): Promise<string> {
  const args = { sourceCourseId: course.id, courseId: crypto.randomUUID(), title: `${course.title} (copy)`.slice(0, 200) };
  await enqueue('course.duplicate', args, { tables: [db.courses], applyLocally: () => putCopy(args) });
  return args.courseId;
}

const announcementSendIntent = declareIntent('announcement.send', {
  tables: () => [db.announcements],
  rollback: ({ announcementId }) => db.announcements.delete(announcementId),
});

/** What an announcement says and whom it is for: one batch or one course. */
export type AnnouncementDraft = Pick<IntentArgs<'announcement.send'>, 'batchId' | 'courseId' | 'title' | 'body'>;

/** Queues `draft` as an announcement from `sender`, shown on this device at once (offline too); resolves to its id. */
export async function sendAnnouncement(draft: AnnouncementDraft, sender: { id: string; organisationId: string }): Promise<string> {
  const args = { ...draft, announcementId: crypto.randomUUID(), title: draft.title.trim(), body: draft.body.trim() };
  const row = {
    id: args.announcementId, organisationId: sender.organisationId, batchId: args.batchId ?? null, courseId: args.courseId ?? null,
    title: args.title, body: args.body, createdBy: sender.id, createdAt: new Date().toISOString(),
  };
  await enqueue('announcement.send', args, { tables: [db.announcements], applyLocally: () => db.announcements.put(row) });
  return args.announcementId;
}

// The organisation's one row (an admin receives only their own), so a rollback needs no id.
const setLocalLimits = (limits: PackageLimits) => db.packageLimits.toCollection().modify(limits);

const packageLimitsSetIntent = declareIntent('packageLimits.set', {
  tables: () => [db.packageLimits],
  reapply: ({ maxBytes, maxCount }) => setLocalLimits({ maxBytes, maxCount }),
  rollback: ({ from }) => setLocalLimits(from),
});

/** Queues `limits` as `organisationId`'s own package limits (null: the server's), shown at once (offline too); `from` is what they replace. */
export async function setPackageLimits(organisationId: string, limits: PackageLimits, from: PackageLimits): Promise<void> {
  await enqueue('packageLimits.set', { ...limits, from }, {
    tables: [db.packageLimits],
    applyLocally: () => db.packageLimits.put({ id: organisationId, ...limits }),
  });
}

/** The intents of courses, for the app's list (src/app/intents.ts). */
export const courseIntents = intentGroup(courseCreateIntent, courseSetStatusIntent, courseDuplicateIntent, announcementSendIntent, packageLimitsSetIntent);
