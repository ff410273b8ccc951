// Every write intent is declared once in the contract and completely on both sides: the server's
// handler map and the client's intent map are typed over every name, so leaving one out does not
// compile (the @ts-expect-error lines below fail `tsc` the day that stops being true).
import { expect, expectTypeOf, test } from 'vitest';
import { intentArgs, mutationSchema, type IntentName } from '@contract/intents';
import type { ClientIntents } from '@/data/sync/intents';
import type { HandlerRegistry } from '../../server/slices/intents';

const names = Object.keys(intentArgs) as IntentName[];

test('a handler registry or client intent map without an intent does not compile', () => {
  expectTypeOf<keyof HandlerRegistry>().toEqualTypeOf<IntentName>();
  expectTypeOf<keyof ClientIntents>().toEqualTypeOf<IntentName>();
  const noop = async () => {};
  // @ts-expect-error 'ai.ask' has no handler
  const missingHandler: HandlerRegistry = {
    'progress.set': noop, 'enrolment.request': noop, 'quiz.submit': noop, 'exercise.submit': noop, 'card.review': noop, 'message.send': noop,
    'quizFeedback.give': noop, 'quizExtension.grant': noop,
    'draft.save': noop, 'draft.discard': noop,
  };
  // @ts-expect-error 'message.send' has no client declaration
  const missingClient: ClientIntents = {
    'progress.set': { tables: () => [] }, 'enrolment.request': { tables: () => [] }, 'quiz.submit': { tables: () => [] },
    'exercise.submit': { tables: () => [] }, 'card.review': { tables: () => [] }, 'ai.ask': { tables: () => [] },
    'quizFeedback.give': { tables: () => [] }, 'quizExtension.grant': { tables: () => [] },
    'draft.save': { tables: () => [] }, 'draft.discard': { tables: () => [] },
  };
  // Each map leaves out at least one intent (more as intents are added), which the lines above refuse.
  expect(names.filter((name) => !(name in missingHandler))).toContain('ai.ask');
  expect(names.filter((name) => !(name in missingClient))).toContain('message.send');
});

test('the mutation schema accepts every declared intent name and no other', () => {
  for (const name of names) {
    const result = mutationSchema.safeParse({ id: 1, name, args: {} });
    // Known name: refused for its args, not for its name.
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path.includes('args'))).toBe(true);
  }
  expect(mutationSchema.safeParse({ id: 1, name: 'unknown.intent', args: {} }).error?.issues[0]?.path).toEqual(['name']);
});
