/** The outline an editor opens (`GET /api/edit-course/{course}`): course fields, modules, lessons with content. */
import { sql } from 'drizzle-orm';
import type { CourseFields, EditorModule, EditorOutline, LessonKind } from '../../../contract/course-editor';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { refuse } from '../../http/problem';

interface OutlineRow {
  moduleId: string;
  moduleTitle: string;
  id: string | null;
  title: string | null;
  type: LessonKind | null;
  content: string | null;
  mediaUrl: string | null;
  sections: number | null;
}

/** The course's current modules and lessons in order. */
export async function readModules(db: Database, organisationId: string, courseId: string): Promise<EditorModule[]> {
  const rows = await selectRows<OutlineRow>(db, sql`
    select m.id as "moduleId", m.title as "moduleTitle", l.id, l.title, l.type, l.content, l.media_url as "mediaUrl", l.sections
    from course_modules m left join lessons l on l.module_id = m.id
    where m.course_id = ${courseId} and m.organisation_id = ${organisationId}
    order by m.position, m.id, l.position, l.id`);
  const modules = new Map<string, EditorModule>();
  for (const row of rows) {
    const module = modules.get(row.moduleId) ?? { id: row.moduleId, title: row.moduleTitle, lessons: [] };
    modules.set(row.moduleId, module);
    if (row.id && row.type) {
      module.lessons.push({ id: row.id, title: row.title ?? '', type: row.type, content: row.content ?? '', mediaUrl: row.mediaUrl, sections: row.sections ?? 1 });
    }
  }
  return [...modules.values()];
}

/** The course's fields and version; 404 when it is not of the organisation. */
export async function readCourseFields(db: Database, organisationId: string, courseId: string, lock = false) {
  const [course] = await selectRows<CourseFields & { language: string | null; version: number; published: boolean }>(db, sql`
    select c.title, c.description, c.image_url as "imageUrl", c.language, c.version, c.published
    from courses c where c.id = ${courseId} and c.organisation_id = ${organisationId}
    ${lock ? sql`for update` : sql``}`);
  if (!course) throw refuse(404, 'course-no-such', { courseId });
  return course;
}

/** How many learners have progress on each lesson of the course. */
export async function learnersWithProgress(db: Database, organisationId: string, courseId: string): Promise<Record<string, number>> {
  const rows = await selectRows<{ lessonId: string; learners: number }>(db, sql`
    select p.lesson_id as "lessonId", count(distinct p.user_id)::int as learners
    from lesson_progress p where p.course_id = ${courseId} and p.organisation_id = ${organisationId}
    group by p.lesson_id`);
  return Object.fromEntries(rows.map((r) => [r.lessonId, r.learners]));
}

/** The editor's outline of `courseId` (the caller's permission is checked by the route). */
export async function readEditorOutline(db: Database, caller: Caller, courseId: string): Promise<EditorOutline> {
  const { version, published, ...details } = await readCourseFields(db, caller.organisationId, courseId);
  return {
    courseId,
    version,
    published,
    details,
    modules: await readModules(db, caller.organisationId, courseId),
    learnersWithProgress: await learnersWithProgress(db, caller.organisationId, courseId),
  };
}
