/**
 * `/api/admin/decks`: authoring flashcard decks (issue 18, item 6; admin only, SPEC §6): read a deck's
 * current version with its notes, publish the next one (409 with the server's version when the author
 * started from an older one).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { publishDeckRequestSchema } from '../../contract/deck-authoring';
import type { AppDeps, AppEnv } from '../app-env';
import { requireRole } from '../auth/roles';
import { HttpError, statusTitle } from '../http/problem';
import { throttleWrite } from '../http/throttle';
import { validate } from '../http/validate';
import { publishDeck, StaleDeckVersion } from '../services/decks/publish';
import { readDeckVersion } from '../services/decks/versions';
import { idParam } from './params';

const admin = () => requireRole('admin');
const deckParam = validate('param', z.strictObject({ deckId: idParam }));

/** Routes under `/api/admin/decks`. */
export function deckAuthoringRoutes({ db }: Pick<AppDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get('/:deckId', admin(), deckParam, async (c) => {
      const version = await readDeckVersion(db, c.get('caller').organisationId, c.req.valid('param').deckId);
      if (!version) throw new HttpError(404, 'This deck was not found.');
      return c.json(version);
    })
    .post('/:deckId/publish', admin(), throttleWrite(), deckParam, validate('json', publishDeckRequestSchema), async (c) => {
      try {
        return c.json(await publishDeck(db, c.get('caller'), c.req.valid('param').deckId, c.req.valid('json')));
      } catch (error) {
        if (!(error instanceof StaleDeckVersion)) throw error;
        const body = { type: 'about:blank', title: statusTitle(409), status: 409, detail: error.message, instance: c.req.path, server: error.server };
        return c.body(JSON.stringify(body), 409, { 'content-type': 'application/problem+json' });
      }
    });
}
