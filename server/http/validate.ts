/** zod validation of request parts that answers 400 problem+json with one entry per bad field. */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { HttpError, type FieldError } from './problem';

/** The path of the first string holding a NUL character, which PostgreSQL cannot store in text. */
export function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(value)' : undefined;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = findNul(child, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * `zValidator` whose failures become {@link HttpError} 400 (answered by `app.onError`), listing
 * each issue as `{path, message}`; unknown fields fail when the schema is strict.
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    let errors: FieldError[] = [];
    if (!result.success) {
      errors = result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || target, message: issue.message }));
    } else {
      const nul = findNul(result.data);
      if (nul !== undefined) errors = [{ path: nul, message: 'must not contain NUL characters' }];
    }
    if (errors.length) throw new HttpError(400, `The request ${target} is invalid.`, { errors });
  });
