// The server's handler map has one handler per intent of the contract (the compile-time half is
// tests/contract/intent-declarations.test.ts).
import { expect, test } from 'vitest';
import { intentArgs } from '../../contract/intents';
import { handlerFor, handlers } from '../../server/slices/intents';

test('every declared intent has a handler', () => {
  expect(Object.keys(handlers).sort()).toEqual(Object.keys(intentArgs).sort());
  for (const name of Object.keys(intentArgs) as (keyof typeof intentArgs)[]) expect(handlerFor(name)).toBeTypeOf('function');
});
