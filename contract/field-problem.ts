/** What zod found wrong with a field, as one of the closed set the PWA words (`invalid-field`'s `problem`). */
import type { core } from 'zod';
import type { FieldProblem } from './refusals-integrations';

const dateFormats = new Set(['datetime', 'date', 'time', 'duration']);

/** The problem of one zod issue: its code, and what it expected or bounded. */
export function fieldProblem(issue: core.$ZodIssue): FieldProblem {
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined/.test(issue.message)) return 'required';
      if (issue.expected === 'number' || issue.expected === 'bigint') return 'not-a-number';
      if (issue.expected === 'int') return 'not-a-whole-number';
      if (issue.expected === 'date') return 'not-a-date';
      return 'wrong-type';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set' ? 'too-long' : 'too-large';
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') return Number(issue.minimum) <= 1 ? 'required' : 'too-short';
      return 'too-small';
    case 'invalid_format':
      return dateFormats.has(issue.format) ? 'not-a-date' : 'wrong-format';
    case 'not_multiple_of':
      return 'not-a-whole-number';
    case 'unrecognized_keys':
      return 'unknown-field';
    case 'invalid_value':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'not-allowed';
    default:
      return 'wrong-type';
  }
}
