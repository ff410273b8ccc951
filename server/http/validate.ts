/** zod validation of request parts that answers 400 problem+json with one entry per bad field. */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { fieldProblem } from '../../contract/field-problem';
import { HttpError, type FieldError } from './problem';

/** How deep a request's JSON may nest; no request of this API needs more than a handful of levels. */
export const MAX_JSON_DEPTH = 32;

/** A high surrogate without its low one, or a low one without its high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL's text and jsonb cannot store `text`, or undefined when they can. */
function unstorableText(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  // A lone surrogate is valid JSON text but not UTF-8: PostgreSQL's jsonb and text refuse it (a 500).
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone surrogate (text that is not Unicode)';
  return undefined;
}

/**
 * What PostgreSQL or this server cannot take in a parsed JSON value: a string holding a NUL
 * character (text cannot store it), or nesting deeper than `maxDepth`. Walks with its own stack,
 * never recursion, so no input can overflow the call stack; answers the first problem's path.
 */
export function findUnstorable(value: unknown, maxDepth = MAX_JSON_DEPTH, skip?: (path: string[]) => boolean): FieldError | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const where = next.path.join('.') || '(value)';
    if (skip?.(next.path)) continue;
    if (typeof next.value === 'string') {
      const problem = unstorableText(next.value);
      if (problem) return { path: where, message: problem };
    } else if (next.value !== null && typeof next.value === 'object') {
      if (next.path.length >= maxDepth) return { path: where, message: `nests deeper than ${maxDepth} levels` };
      const entries = Object.entries(next.value);
      // A key is stored as text in jsonb too (a draft's `fields`), so it is held to the same rules.
      for (const [key] of entries) {
        const problem = unstorableText(key);
        if (problem) return { path: where, message: `has a key that ${problem}` };
      }
      // Pushed in reverse, so the first problem in document order is found first.
      for (let i = entries.length - 1; i >= 0; i -= 1) stack.push({ value: entries[i]![1], path: [...next.path, entries[i]![0]] });
    }
  }
  return undefined;
}

/**
 * `zValidator` whose failures become {@link HttpError} 400 (answered by `app.onError`), listing
 * each issue as `{path, message}`; unknown fields fail when the schema is strict. The parsed value
 * is then checked by {@link findUnstorable} (NUL characters, nesting depth), except the parts
 * `options.skip` names, which the route checks itself (push checks each mutation's `args`, so one
 * bad mutation is rejected alone instead of refusing the whole batch).
 */
export const validate = <T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T, options: { skip?: (path: string[]) => boolean } = {}) =>
  Object.assign(zValidator(target, schema, (result) => {
    let errors: FieldError[] = [];
    let problem: string = 'not-storable';
    if (!result.success) {
      errors = result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || target, message: issue.message }));
      problem = fieldProblem(result.error.issues[0]!);
    } else {
      const unstorable = findUnstorable(result.data, MAX_JSON_DEPTH, options.skip);
      if (unstorable) errors = [unstorable];
    }
    if (errors.length === 0) return;
    // The code's params name the first field at fault and its problem (the PWA says "Title is too
    // long" in the learner's language), the part, and the fields at fault.
    const fields = [...new Set(errors.map((error) => error.path))].slice(0, 5).join(', ');
    const params = { part: target, field: errors[0]!.path, problem, fields };
    throw new HttpError(400, `The request ${target} is invalid.`, { errors, refusal: { code: 'invalid-field', params } });
  }), { validates: { target, schema } as ValidatedPart });

/** What a {@link validate} middleware checks: the OpenAPI document is generated from it. */
export interface ValidatedPart {
  target: keyof ValidationTargets;
  schema: ZodType;
}

/** The request part and schema a route handler validates, if it is a {@link validate} middleware. */
export function validatedPartOf(handler: unknown): ValidatedPart | undefined {
  return typeof handler === 'function' && 'validates' in handler ? (handler as { validates: ValidatedPart }).validates : undefined;
}
