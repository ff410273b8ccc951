/**
 * `/api/uploads`: resumable media uploads (tus, server/media/uploads.ts). Token and organisation
 * are checked by `/api`'s authentication; here the role, the course the upload is for (its
 * `courseId` metadata: admins, and the teachers of that course's batches, as for editing it) and
 * the declared type before an upload is created, and on every later request that the upload is
 * the caller's own. Finished files are served at `/media/uploads/<name>` with range requests.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../../app-env';
import { requireRole } from '../../../auth/roles';
import { refuse } from '../../../http/problem';
import { throttleWrite } from '../../../http/throttle';
import type { MediaUploads } from '../../../media/uploads';
import { uploadMetadata } from '../../../media/uploads';
import { checkUploadType, isUploadName } from '../../../media/upload-rules';
import { coursesPolicy } from '../policy';
import { assertMay } from '../../../auth/policy';

/** Routes under `/api/uploads`. */
export function uploadRoutes(deps: Pick<AppDeps, 'db'>, uploads: MediaUploads) {
  const mayUpload = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    await assertMay(coursesPolicy, deps.db, c.get('caller'), 'media.upload', {});
    await next();
  };
  const ownUpload = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const id = c.req.param('id') ?? '';
    const caller = c.get('caller');
    const owner = isUploadName(id) ? await uploads.ownerOf(id) : null;
    if (!owner || owner.userId !== caller.id || owner.organisationId !== caller.organisationId) throw refuse(404, 'upload-not-yours');
    await next();
  };
  const toTus = (c: Context<AppEnv>) => uploads.handle(c.req.raw, c.get('caller'));
  return new Hono<AppEnv>()
    .post('/', requireRole('teacher', 'admin'), throttleWrite(), mayUpload, async (c) => {
      let metadata: Record<string, string | null>;
      try {
        metadata = uploadMetadata(c.req.header('upload-metadata'));
      } catch {
        throw refuse(400, 'upload-metadata-invalid');
      }
      const courseId = metadata['courseId'];
      if (!courseId || courseId.length > 200) throw refuse(400, 'upload-course-missing');
      await assertMay(coursesPolicy, deps.db, c.get('caller'), 'course.edit', { courseId });
      const type = checkUploadType(metadata);
      if ('refused' in type) throw refuse(415, type.code, type.params);
      return toTus(c);
    })
    // HEAD (where does the upload stand?) reaches Hono's GET route; tus answers both.
    .get('/:id', requireRole('teacher', 'admin'), mayUpload, ownUpload, toTus)
    .patch('/:id', requireRole('teacher', 'admin'), throttleWrite(), mayUpload, ownUpload, toTus);
}
