/**
 * `/api/admin/{quizzes,exercises,decks}`: authoring (issue 18; admin only, SPEC §6), one pair of
 * routes for every kind: read an item's current version, publish the next one (409 with the
 * server's version when the author started from an older one). The kind comes as a descriptor
 * (slices/authoring/publish.ts); the quiz adds its own routes (quiz-authoring.ts).
 */
import { Hono } from 'hono';
import { z, type ZodType } from 'zod';
import type { AppDeps, AppEnv } from '../../../app-env';
import type { Caller } from '../../../auth/caller';
import { requireRole } from '../../../auth/roles';
import type { Database } from '../../../db/client';
import { statusTitle, refuse } from '../../../http/problem';
import { throttleWrite } from '../../../http/throttle';
import { validate } from '../../../http/validate';
import { nounCode, StaleVersion, type AuthoringKind } from '../publish';
import { idParam } from '../../../http/params';

/** One authoring kind as its routes see it. */
export interface AuthoringRoutesSpec<Version extends { version: number }, Request, Answer> {
  kind: AuthoringKind<Version>;
  /** The path parameter naming the item (`quizId`, …). */
  param: string;
  /** The publish request's body. */
  request: ZodType<Request>;
  publish: (db: Database, caller: Caller, id: string, request: Request) => Promise<Answer>;
}

/** The read and publish routes of one authoring kind. */
export function authoringRoutes<Version extends { version: number }, Request, Answer>({ db }: Pick<AppDeps, 'db'>, spec: AuthoringRoutesSpec<Version, Request, Answer>) {
  const { kind, param } = spec;
  const itemParam = validate('param', z.strictObject({ [param]: idParam }));
  const admin = () => requireRole('admin');
  return new Hono<AppEnv>()
    .get(`/:${param}`, admin(), itemParam, async (c) => {
      const version = await kind.read(db, c.get('caller').organisationId, c.req.valid('param')[param]!);
      if (!version) throw refuse(404, nounCode(kind.noun, 'not-found'));
      return c.json(version);
    })
    .post(`/:${param}/publish`, admin(), throttleWrite(), itemParam, validate('json', spec.request), async (c) => {
      try {
        return c.json(await spec.publish(db, c.get('caller'), c.req.valid('param')[param]!, c.req.valid('json') as Request));
      } catch (error) {
        if (!(error instanceof StaleVersion)) throw error;
        const body = { type: 'about:blank', title: statusTitle(409), status: 409, detail: error.message, instance: c.req.path, server: error.server };
        return c.body(JSON.stringify(body), 409, { 'content-type': 'application/problem+json' });
      }
    });
}
