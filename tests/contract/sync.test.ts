import { describe, expect, test } from 'vitest';
import { dayCollection, MAX_PUSH_BATCH, mutationSchema, pullQuerySchema, pushRequestSchema } from '@contract/sync';

const clientId = '3f0c4a55-1d8e-4f5b-9b0e-0d6f2b1c9a11';
const at = '2026-11-22T10:00:00.000Z';
const progress = { id: 1, name: 'progress.set', args: { courseId: 'c1', lessonId: 'l1', section: 0, progress: 40, completed: false, at } };

describe('push request', () => {
  test('accepts a batch of known intents', () => {
    expect(pushRequestSchema.safeParse({ clientId, mutations: [progress] }).success).toBe(true);
    expect(mutationSchema.safeParse(progress).success).toBe(true);
  });
  test('the envelope lets a malformed intent through, to be rejected on its own', () => {
    expect(pushRequestSchema.safeParse({ clientId, mutations: [{ ...progress, name: 'progress.delete' }] }).success).toBe(true);
  });
  test('the envelope refuses a client id that is not a UUID', () => {
    expect(pushRequestSchema.safeParse({ clientId: 'phone-1', mutations: [progress] }).success).toBe(false);
  });
  test.each([
    ['an unknown intent', { ...progress, name: 'progress.delete' }],
    ['an unknown field', { ...progress, args: { ...progress.args, score: 3 } }],
    ['progress above 100', { ...progress, args: { ...progress.args, progress: 101 } }],
    ['a mutation id of 0', { ...progress, id: 0 }],
    ['a message for both a room and a conversation', { id: 2, name: 'message.send', args: { messageId: clientId, roomId: 'r', conversationId: 'c', body: 'hi', sentAt: at } }],
    ['an empty message', { id: 2, name: 'message.send', args: { messageId: clientId, roomId: 'r', body: '   ', sentAt: at } }],
    // Bounded to the columns: int4, float4 without overflow or underflow, timestamps 1970–2099.
    ['a section of 2^31', { ...progress, args: { ...progress.args, section: 2 ** 31 } }],
    ['a position of 1e39', { ...progress, args: { ...progress.args, position: 1e39 } }],
    ['a position of 5e-324', { ...progress, args: { ...progress.args, position: 5e-324 } }],
    ['a position of more than a week', { ...progress, args: { ...progress.args, position: 7 * 86_400 + 1 } }],
    ['a timestamp in year 0000', { ...progress, args: { ...progress.args, at: '0000-01-01T00:00:00Z' } }],
    ['a timestamp in year 2100', { ...progress, args: { ...progress.args, at: '2100-01-01T00:00:00Z' } }],
    ['a mutation id of 2^31', { ...progress, id: 2 ** 31 }],
    ['an exercise total of 2^31', { id: 2, name: 'exercise.submit', args: { attemptId: clientId, exerciseId: 'x', answers: [], correct: 0, total: 2 ** 31, submittedAt: at } }],
  ])('rejects %s', (_label, mutation) => {
    expect(mutationSchema.safeParse(mutation).success).toBe(false);
  });
  test.each([
    ['a position of 0.1 s and progress 0', { position: 0.1, progress: 0 }],
    ['a device clock reset to 1970', { at: '1970-01-01T00:00:00.000Z' }],
    ['the last section an int4 holds (the server checks the lesson)', { section: 2 ** 31 - 1 }],
  ])('accepts %s', (_label, over) => {
    expect(mutationSchema.safeParse({ ...progress, args: { ...progress.args, ...over } }).success).toBe(true);
  });
  test('caps the batch size', () => {
    const mutations = Array.from({ length: MAX_PUSH_BATCH + 1 }, (_, i) => ({ ...progress, id: i + 1 }));
    expect(pushRequestSchema.safeParse({ clientId, mutations }).success).toBe(false);
  });
});

describe('pull query', () => {
  test('a cursor is a decimal version', () => {
    expect(pullQuerySchema.safeParse({ clientId, cursor: '42' }).success).toBe(true);
    expect(pullQuerySchema.safeParse({ clientId, cursor: '2026-11-22' }).success).toBe(false);
  });
});

test('the day collection is the local calendar day', () => {
  expect(dayCollection(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
  expect(dayCollection(new Date(2026, 0, 2, 0, 1))).toBe('2026-01-02');
});
