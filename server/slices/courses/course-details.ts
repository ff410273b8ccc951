/**
 * One course for the details screen (`GET /api/courses/{course}`): visible as the catalogue is (a
 * learner sees published courses of their organisation), with its outline only when the caller may
 * open it (services/course-access.ts), so a learner never receives the lessons of a closed course.
 */
import { sql } from 'drizzle-orm';
import type { CourseDetails } from '../../../contract/api';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { refuse } from '../../http/problem';
import { openableCourseIds } from '../../auth/course-access';

type CourseFields = Omit<CourseDetails, 'modules'>;
interface OutlineRow { moduleId: string; moduleTitle: string; modulePosition: number; id: string | null; title: string; type: 'text' | 'video' | 'pdf'; sections: number; position: number }

/** The details of `courseId`; 404 when the caller may not see it. */
export async function getCourseDetails(db: Database, caller: Caller, courseId: string): Promise<CourseDetails> {
  const [course] = await selectRows<CourseFields>(db, sql`
    select c.id, c.title, c.summary, c.description, c.category, c.level, c.image_url as "imageUrl", c.published,
      c.enrolment_mode as "enrolmentMode", c.id in (${openableCourseIds(caller)}) as "canOpen",
      (select count(*)::int from lessons l where l.course_id = c.id) as "lessonCount"
    from courses c
    where c.id = ${courseId} and c.organisation_id = ${caller.organisationId}
      ${caller.role === 'learner' ? sql`and c.published` : sql``}`);
  if (!course) throw refuse(404, 'course-no-such', { courseId });
  if (!course.canOpen) return { ...course, modules: [] };
  const rows = await selectRows<OutlineRow>(db, sql`
    select m.id as "moduleId", m.title as "moduleTitle", m.position as "modulePosition",
      l.id, l.title, l.type, l.sections, l.position
    from course_modules m left join lessons l on l.module_id = m.id
    where m.course_id = ${courseId} and m.organisation_id = ${caller.organisationId}
    order by m.position, l.position`);
  const modules = new Map<string, CourseDetails['modules'][number]>();
  for (const row of rows) {
    const module = modules.get(row.moduleId) ?? { id: row.moduleId, title: row.moduleTitle, position: row.modulePosition, lessons: [] };
    modules.set(row.moduleId, module);
    if (row.id) module.lessons.push({ id: row.id, title: row.title, type: row.type, sections: row.sections, position: row.position });
  }
  return { ...course, modules: [...modules.values()] };
}
