/** zod validation of request parts that answers 400 problem+json with one entry per bad field. */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { HttpError } from './problem';

/**
 * `zValidator` whose failures become {@link HttpError} 400 (answered by `app.onError`), listing
 * each issue as `{path, message}`; unknown fields fail when the schema is strict.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    const errors = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || target,
      message: issue.message,
    }));
    throw new HttpError(400, `The request ${target} is invalid.`, { errors });
  });
