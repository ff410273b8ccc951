// What PostgreSQL's text and jsonb cannot store is found before a write reaches them (a 500 else):
// NUL characters and lone surrogates in values and in object keys (a draft's `fields` are keyed by
// the client), and nesting past the limit.
import { expect, it } from 'vitest';
import { findUnstorable } from '../../server/http/validate';

it('finds NUL characters and lone surrogates in values and keys, and answers their place', () => {
  expect(findUnstorable({ fields: { title: 'ok', 'ü✓': ['fine'] } })).toBeUndefined();
  expect(findUnstorable({ fields: { title: 'a\u0000b' } })).toEqual({ path: 'fields.title', message: 'must not contain NUL characters' });
  expect(findUnstorable({ fields: { 'a\u0000b': 'x' } })).toEqual({ path: 'fields', message: 'has a key that must not contain NUL characters' });
  expect(findUnstorable({ list: [{ '\uD800': 1 }] })?.path).toBe('list.0');
  expect(findUnstorable({ text: 'x\uDC00' })?.message).toMatch(/lone surrogate/);
  expect(findUnstorable({ a: { b: { c: 1 } } }, 2)).toEqual({ path: 'a.b', message: 'nests deeper than 2 levels' });
});
