/**
 * `/api/edit-course`: the outline editor of a course (issue 19), teachers of its batches and admins.
 * GET answers the outline (and keeps it as its version's snapshot, so a later stale publish can
 * name what changed since); POST …/publish replaces the outline, 409 with a `PublishConflict`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { publishOutlineSchema } from '../../../../contract/course-editor';
import type { AppDeps, AppEnv } from '../../../app-env';
import { requireRole } from '../../../auth/roles';
import { throttleWrite } from '../../../http/throttle';
import { validate } from '../../../http/validate';
import { pullHintTopic } from '../../../live/topics';
import { coursesPolicy } from '../policy';
import { assertMay } from '../../../auth/policy';
import { readEditorOutline } from '../outline';
import { PublishConflictError, publishOutline } from '../publish';
import { keepSnapshot } from '../snapshots';
import { idParam } from '../../../http/params';

const courseParam = z.strictObject({ course: idParam });

/** Routes under `/api/edit-course`. */
export function editCourseRoutes(deps: Pick<AppDeps, 'db' | 'live' | 'env'>) {
  return new Hono<AppEnv>()
    .get('/:course', requireRole('teacher', 'admin'), validate('param', courseParam), async (c) => {
      const caller = c.get('caller');
      const { course } = c.req.valid('param');
      await assertMay(coursesPolicy, deps.db, caller, 'course.edit', { courseId: course });
      const outline = await readEditorOutline(deps.db, caller, course);
      await keepSnapshot(deps.db, caller.organisationId, course, outline.version, { details: outline.details, modules: outline.modules }, null);
      return c.json(outline);
    })
    .post(
      '/:course/publish',
      requireRole('teacher', 'admin'),
      throttleWrite(),
      validate('param', courseParam),
      validate('json', publishOutlineSchema),
      async (c) => {
        const caller = c.get('caller');
        const { course } = c.req.valid('param');
        await assertMay(coursesPolicy, deps.db, caller, 'course.edit', { courseId: course });
        try {
          const answer = await publishOutline(deps.db, caller, course, c.req.valid('json'), deps.env.PACKAGE_ORIGIN);
          void deps.live.publish(pullHintTopic(caller.organisationId), 'edit-course');
          return c.json(answer);
        } catch (error) {
          if (error instanceof PublishConflictError) return c.json(error.conflict, 409);
          throw error;
        }
      },
    );
}
