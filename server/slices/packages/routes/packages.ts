/**
 * `/api/packages` (issue 51): POST turns a finished `.zip`/`.h5p` upload of the caller into a
 * stored SCORM or H5P package of a course (validated first: server/packages/unpack-package.ts; a
 * refusal is 413/422 naming the problem, and nothing is stored); GET answers a stored package to
 * the course's editors.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { createPackageSchema } from '../../../../contract/packages';
import type { AppDeps, AppEnv } from '../../../app-env';
import { requireRole } from '../../../auth/roles';
import { refuse } from '../../../http/problem';
import { throttleWrite } from '../../../http/throttle';
import { validate } from '../../../http/validate';
import type { MediaUploads } from '../../../media/uploads';
import { PackageRefusal } from '../../../packages/package-refusal';
import { packageSummary, readPackage, storePackage } from '../../../packages/store-package';
import { unpackPackage } from '../../../packages/unpack-package';
import { effectivePackageLimits } from '../organisation-limits';
import { coursesPolicy } from '../../course-editor/policy';
import { assertMay } from '../../../auth/policy';
import { idParam } from '../../../http/params';

const packageParam = z.strictObject({ package: idParam });

/** Routes under `/api/packages`. */
export function packageRoutes(deps: Pick<AppDeps, 'db' | 'env'>, uploads: MediaUploads) {
  const { env } = deps;
  const server = { maxBytes: env.PACKAGE_MAX_BYTES, maxCount: env.PACKAGES_PER_ORGANISATION };
  return new Hono<AppEnv>()
    .post('/', requireRole('teacher', 'admin'), throttleWrite(), validate('json', createPackageSchema), async (c) => {
      const caller = c.get('caller');
      const { courseId, upload } = c.req.valid('json');
      await assertMay(coursesPolicy, deps.db, caller, 'course.edit', { courseId });
      const own = await effectivePackageLimits(deps.db, caller.organisationId, server);
      const limits = { maxBytes: own.maxBytes, maxUnpackedBytes: env.PACKAGE_MAX_UNPACKED_BYTES, maxFiles: env.PACKAGE_MAX_FILES };
      const owner = await uploads.ownerOf(upload);
      if (!owner || owner.userId !== caller.id || owner.organisationId !== caller.organisationId) throw refuse(404, 'upload-not-yours');
      const bytes = await uploads.readFinished(upload, limits.maxBytes);
      if (bytes === null) throw refuse(409, 'upload-unfinished');
      if (bytes === 'too-large') throw refuse(413, 'package-too-large', { maxBytes: limits.maxBytes });
      let unpacked;
      try {
        unpacked = unpackPackage(bytes, upload.endsWith('.h5p'), limits);
      } catch (error) {
        if (error instanceof PackageRefusal) throw refuse(error.status, error.code, Object.keys(error.params).length > 0 ? error.params : undefined);
        throw error;
      }
      const row = await storePackage(deps.db, caller, courseId, unpacked, own.maxCount);
      return c.json(packageSummary(row, env.PACKAGE_ORIGIN), 201);
    })
    .get('/:package', requireRole('teacher', 'admin'), validate('param', packageParam), async (c) => {
      const caller = c.get('caller');
      const row = await readPackage(deps.db, caller, c.req.valid('param').package);
      if (!row) throw refuse(404, 'package-missing');
      await assertMay(coursesPolicy, deps.db, caller, 'course.edit', { courseId: row.courseId });
      return c.json(packageSummary(row, env.PACKAGE_ORIGIN));
    });
}
