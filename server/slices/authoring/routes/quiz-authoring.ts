/**
 * `/api/admin/quizzes`: authoring quizzes (issue 18; admin only, SPEC §6): the authoring routes
 * (slices/authoring/routes/authoring.ts), and the quiz's own: read an earlier published version with its key, preview
 * a regrade.
 */
import { z } from 'zod';
import { publishQuizRequestSchema, quizContentSchema } from '../../../../contract/quiz-authoring';
import type { AppDeps } from '../../../app-env';
import { requireRole } from '../../../auth/roles';
import { refuse } from '../../../http/problem';
import { validate } from '../../../http/validate';
import { publishQuiz, quizKind, regradeSummary } from '../quizzes/publish';
import { readQuizVersion } from '../quizzes/versions';
import { authoringRoutes } from './authoring';
import { idParam } from '../../../http/params';

const admin = () => requireRole('admin');

/** Routes under `/api/admin/quizzes`. */
export function quizAuthoringRoutes({ db }: Pick<AppDeps, 'db'>) {
  return authoringRoutes({ db }, { kind: quizKind, param: 'quizId', request: publishQuizRequestSchema, publish: publishQuiz })
    .get('/:quizId/versions/:version', admin(), validate('param', z.strictObject({ quizId: idParam, version: z.coerce.number().int().min(1).max(2_147_483_647) })), async (c) => {
      const { quizId, version: number } = c.req.valid('param');
      const version = await readQuizVersion(db, c.get('caller').organisationId, quizId, number);
      if (!version) throw refuse(404, 'quiz-version-not-found', { number });
      return c.json(version);
    })
    .post('/:quizId/regrade-preview', admin(), validate('param', z.strictObject({ quizId: idParam })), validate('json', z.strictObject({ content: quizContentSchema })), async (c) =>
      c.json(await regradeSummary(db, c.get('caller'), c.req.valid('param').quizId, c.req.valid('json').content)),
    );
}
