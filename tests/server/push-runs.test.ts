/**
 * A push applies runs of `card.review`, `progress.set` and `message.send` set-based (issue 55):
 * a bounded number of statements for 300 reviews, and the same answers and rows as the writes
 * applied one at a time: a refusal in the middle refused alone with its code, ids repeated, another
 * organisation's card, a learner removed from a course, later progress winning.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows';
import { recordServerStatements } from './support/statements';
import { progressArgs, push, type RawMutation } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;
let take: () => string[] = () => [];

beforeAll(async () => {
  // The caller kept, so a push's statements are its own.
  server = await createTestServer({ limits: { callerCacheMs: 60_000 } });
  learner = await signIn('learner@demo.test');
  ({ take } = recordServerStatements(server.db));
});
afterAll(() => server?.close());

const review = (card: number, rating = 3, deck = 'c5-spreadsheets-deck', reviewId: string = randomUUID()) =>
  ({ reviewId, cardId: `${deck}-card${card}`, deckId: deck, rating, reviewedAt: '2026-11-22T08:00:00.000Z' });
/** Mutations with ids from 1, in order. */
const numbered = (writes: { name: string; args: unknown }[], first = 1): RawMutation[] => writes.map((w, i) => ({ id: first + i, ...w }));
const statuses = (body: { results: { status: string; code?: string }[] }) => body.results.map((r) => (r.code ? `${r.status} ${r.code}` : r.status));
const storedReviews = (ids: string[]) => selectRows<{ id: string; rating: number }>(server.db, sql`
  select id, rating from flashcard_reviews where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id`);

describe('card.review runs', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))('stores 300 reviews in a few statements, not one or two a review', async () => {
    const reviews = Array.from({ length: 300 }, (_, i) => review((i % 6) + 1, (i % 4) + 1));
    take();
    const { status, body } = await push(server, learner, randomUUID(), numbered(reviews.map((args) => ({ name: 'card.review', args }))));
    const statements = take();
    expect(status).toBe(200);
    expect(new Set(statuses(body))).toEqual(new Set(['applied']));
    // The device's row, the run's card check, its insert, and the counter with the audit log.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(6);
    expect(await storedReviews(reviews.map((r) => r.reviewId))).toHaveLength(300);
  });

  it('refuses a card of another organisation, of a course not open, or not in its deck, alone in the middle of a run', async () => {
    const reviews = [review(1), review(1, 3, 'c7-marine-biology-deck'), review(2), review(1, 3, 'c5-data-deck'), review(3),
      { ...review(1), deckId: 'c5-spreadsheets-deck', cardId: 'c5-finance-deck-card1' }, review(4)];
    const { body } = await push(server, learner, randomUUID(), numbered(reviews.map((args) => ({ name: 'card.review', args }))));
    expect(statuses(body)).toEqual(['applied', 'rejected card-unavailable', 'applied', 'rejected card-unavailable', 'applied', 'rejected card-unavailable', 'applied']);
    expect(body.results[1]!.reason).toContain('not found or is not available to you');
    expect(body.lastMutationId).toBe(7);
    expect((await storedReviews(reviews.map((r) => r.reviewId))).map((r) => r.id).sort())
      .toEqual([reviews[0], reviews[2], reviews[4], reviews[6]].map((r) => r!.reviewId).sort());
  });

  it('answers a repeated mutation id as a duplicate and stores a repeated review id once, the first', async () => {
    const clientId = randomUUID();
    const same = randomUUID();
    const [a, b, c] = [review(1, 1, undefined, same), review(2), review(2, 4, undefined, same)];
    const mutations = [{ id: 1, name: 'card.review', args: a }, { id: 2, name: 'card.review', args: b }, { id: 2, name: 'card.review', args: b }, { id: 3, name: 'card.review', args: c }];
    const { body } = await push(server, learner, clientId, mutations);
    expect(statuses(body)).toEqual(['applied', 'applied', 'duplicate', 'applied']);
    expect(await storedReviews([same, b.reviewId])).toEqual([{ id: same, rating: 1 }, { id: b.reviewId, rating: 3 }].sort((x, y) => x.id.localeCompare(y.id)));
    // Sent again whole: every id a duplicate, nothing stored again.
    expect(statuses((await push(server, learner, clientId, mutations)).body)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);
  });

  it('refuses the reviews of a course the learner was removed from, and stores the rest', async () => {
    // Removed: the course takes requests only, and their enrolment is no longer active.
    await server.db.execute(sql`update courses set enrolment_mode = 'request' where id = 'c5-finance'`);
    await server.db.execute(sql`update enrolments set status = 'rejected' where id = 'e-c5-finance-u5-learner'`);
    try {
      const reviews = [review(1, 3, 'c5-finance-deck'), review(5), review(2, 2, 'c5-finance-deck')];
      const { body } = await push(server, learner, randomUUID(), numbered(reviews.map((args) => ({ name: 'card.review', args }))));
      expect(statuses(body)).toEqual(['rejected card-unavailable', 'applied', 'rejected card-unavailable']);
      expect(await storedReviews(reviews.map((r) => r.reviewId))).toEqual([{ id: reviews[1]!.reviewId, rating: 3 }]);
    } finally {
      await server.db.execute(sql`update courses set enrolment_mode = 'open' where id = 'c5-finance'`);
      await server.db.execute(sql`update enrolments set status = 'active' where id = 'e-c5-finance-u5-learner'`);
    }
  });
});

describe('progress.set runs', () => {
  const lessonId = 'c5-spreadsheets-m1-l2';
  type Row = { section: number; progress: number; completed: boolean; position: number | null; updatedAt: string };
  const rows = () => selectRows<Row>(server.db, sql`
    select section, progress, completed, position, updated_at::text as "updatedAt" from lesson_progress
    where user_id = 'u5-learner' and lesson_id = ${lessonId} order by section`);

  it('leaves the rows the same writes leave when applied one push each (later progress, positions by time)', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const times = ['2026-11-22T10:00:00Z', '2026-11-22T10:00:01Z', '2026-11-22T10:00:02Z', '2026-11-22T10:00:03Z'];
    const write = () => ({
      progress: Math.floor(random() * 100), completed: random() < 0.2, at: times[Math.floor(random() * times.length)]!,
      ...(random() < 0.5 ? { position: Math.floor(random() * 600) } : {}),
    });
    for (let trial = 0; trial < 12; trial += 1) {
      await server.db.execute(sql`delete from lesson_progress where user_id = 'u5-learner' and lesson_id = ${lessonId}`);
      const stored = trial % 3 === 0 ? [] : [write()];
      const writes = Array.from({ length: 2 + Math.floor(random() * 5) }, write);
      // Section 0: the stored write, then the run in one push. Section 1: every write in a push of its own.
      const run = randomUUID();
      const alone = randomUUID();
      const args = (section: number, w: ReturnType<typeof write>) => progressArgs({ lessonId, section, ...w });
      if (stored.length) await push(server, learner, run, [{ id: 1, name: 'progress.set', args: args(0, stored[0]!) }]);
      const { body } = await push(server, learner, run, numbered(writes.map((w) => ({ name: 'progress.set', args: args(0, w) })), stored.length + 1));
      expect(new Set(statuses(body))).toEqual(new Set(['applied']));
      let id = 1;
      for (const w of [...stored, ...writes]) await push(server, learner, alone, [{ id: id++, name: 'progress.set', args: args(1, w) }]);
      const [viaRun, oneByOne] = await rows();
      expect({ ...viaRun, section: 1 }, JSON.stringify({ stored, writes })).toEqual(oneByOne);
    }
  });

  it('refuses a section past the end, an unknown lesson and a lesson of another course alone, with their codes', async () => {
    const writes = [progressArgs({ lessonId, section: 0, progress: 5 }), progressArgs({ lessonId, section: 99 }), progressArgs({ lessonId: 'nope' }),
      progressArgs({ lessonId, courseId: 'c5-finance' }), progressArgs({ lessonId, section: 0, progress: 40 })];
    const { body } = await push(server, learner, randomUUID(), numbered(writes.map((args) => ({ name: 'progress.set', args }))));
    expect(statuses(body)).toEqual(['applied', 'rejected lesson-section-past-end', 'rejected lesson-unavailable', 'rejected lesson-unavailable', 'applied']);
    expect(body.results[1]!.params).toMatchObject({ section: 100 });
  });
});

describe('message.send runs', () => {
  it('stores the messages of rooms and conversations of the sender, and refuses the others alone', async () => {
    const taken = randomUUID();
    await server.db.execute(sql`insert into messages (id, organisation_id, room_id, sender_id, body, sent_at)
      values (${taken}, '5', 'r5-spreadsheets-spring', 'u5-admin', 'Mine', now())`);
    const send = (target: object, body: string, messageId: string = randomUUID()) => ({ name: 'message.send', args: { messageId, ...target, body, sentAt: '2026-11-22T10:00:00.000Z' } });
    const writes = [
      send({ roomId: 'r5-spreadsheets-spring' }, 'First'), send({ roomId: 'r7-common-room' }, 'Hello Riverside'),
      send({ conversationId: 'v5-admin-teacher' }, 'Eavesdrop'), send({ roomId: 'r5-spreadsheets-spring' }, 'Taken', taken),
      send({ roomId: 'r5-spreadsheets-spring' }, 'Second'),
    ];
    const { body } = await push(server, learner, randomUUID(), numbered(writes));
    expect(statuses(body)).toEqual(['applied', 'rejected chat-not-room-member', 'rejected chat-not-in-conversation', 'rejected chat-message-id-taken', 'applied']);
    const ids = writes.map((w) => w.args.messageId);
    const stored = await selectRows<{ id: string; body: string; senderId: string }>(server.db, sql`
      select id, body, sender_id as "senderId" from messages where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(stored).toHaveLength(3);
    expect(byId.get(ids[0]!)).toEqual({ id: ids[0], body: 'First', senderId: 'u5-learner' });
    expect(byId.get(ids[4]!)).toEqual({ id: ids[4], body: 'Second', senderId: 'u5-learner' });
    expect(byId.get(taken)).toEqual({ id: taken, body: 'Mine', senderId: 'u5-admin' });
  });
});

describe('quiz.submit runs', () => {
  const QUIZ = 'c5-python-quiz';
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  type Attempt = { id: string; score: number; total: number; passed: boolean; version: number; answers: unknown };
  const storedAttempts = (ids: string[]) => selectRows<Attempt>(server.db, sql`
    select id, score, total, passed, version, answers from quiz_attempts where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const graded = (ids: string[]) => selectRows<{ ref: string; n: number }>(server.db, sql`
    select dedupe_key as ref, count(*)::int as n from notifications where dedupe_key in (${sql.join(ids.map((id) => sql`${`graded:${id}`}`), sql`, `)}) group by dedupe_key`);
  /** Two attempts allowed from now on (the learner's attempts so far plus 2), 10 minutes each. */
  const allowTwoMore = async () => {
    const [made] = await selectRows<{ n: number }>(server.db, sql`select count(*)::int as n from quiz_attempts where quiz_id = ${QUIZ} and user_id = 'u5-learner'`);
    await server.db.execute(sql`update quizzes set attempts_allowed = ${made!.n + 2}, due_at = null, time_limit_minutes = 10 where id = ${QUIZ}`);
  };

  it('answers and stores a run as the same writes pushed one at a time: refusals in the middle, the limit counted within the run, ids repeated or taken', async () => {
    const [other] = await selectRows<{ id: string }>(server.db, sql`select id from quizzes where organisation_id = '7' limit 1`);
    const taken = randomUUID();
    await server.db.execute(sql`insert into quiz_attempts (id, organisation_id, quiz_id, user_id, answers, score, total, passed, started_at, submitted_at, graded_at, version)
      values (${taken}, '5', ${QUIZ}, 'u5-admin', '[]', 0, 4, false, now(), now(), now(), 1)`);
    const answers = [{ qstnId: `${QUIZ}-q1`, answer: '[0, 1, 2]' }, { qstnId: `${QUIZ}-q3`, answer: 'True' }, { qstnId: `${QUIZ}-q4`, answer: ' Break ' }, { qstnId: 'not-a-question', answer: 'x' }];
    const scenario = () => {
      const repeated = randomUUID();
      const submit = (over: Record<string, unknown> = {}) => ({ name: 'quiz.submit', args: { attemptId: randomUUID(), quizId: QUIZ, answers, startedAt: minutesAgo(5), submittedAt: minutesAgo(1), ...over } });
      return [
        submit({ attemptId: repeated }), submit({ quizId: other!.id }), submit({ quizId: 'c5-data-quiz' }), submit({ attemptId: taken }),
        submit({ attemptId: repeated, answers: [] }), submit({ version: 999 }), submit({ startedAt: minutesAgo(30), answers: answers.slice(0, 1) }),
        submit({ answers: answers.slice(1) }), submit(),
      ];
    };
    const outcome = async (writes: ReturnType<typeof scenario>, pushes: RawMutation[][], clientId: string) => {
      const results = [];
      for (const mutations of pushes) results.push(...(await push(server, learner, clientId, mutations)).body.results);
      const ids = writes.map((w) => w.args.attemptId as string);
      const rows = new Map((await storedAttempts(ids)).map(({ id, ...row }) => [id, row]));
      const notes = new Map((await graded(ids)).map((row) => [row.ref, row.n]));
      // The limit's count differs by design: each phase allows the attempts made before it plus 2.
      const params = results.map((r) => (r.code === 'quiz-attempts-used' ? { ...r.params, count: 'made + 2' } : r.params ?? null));
      return { statuses: statuses({ results }), params, rows: ids.map((id) => rows.get(id) ?? null), notes: ids.map((id) => notes.get(`graded:${id}`) ?? 0) };
    };
    await allowTwoMore();
    const asRun = scenario();
    const viaRun = await outcome(asRun, [numbered(asRun)], randomUUID());
    await allowTwoMore();
    const alone = scenario();
    const oneByOne = await outcome(alone, numbered(alone).map((m) => [m]), randomUUID());
    expect(viaRun.statuses).toEqual(['applied', 'rejected quiz-unavailable', 'rejected quiz-unavailable', 'rejected attempt-id-taken', 'applied',
      'rejected quiz-version-missing', 'rejected quiz-over-time', 'applied', 'rejected quiz-attempts-used']);
    expect(viaRun).toEqual(oneByOne);
    // The taken id stays the admin's; the replayed id keeps its first answers; each stored attempt notified once.
    expect(viaRun.rows[3]).toMatchObject({ score: 0 });
    expect(viaRun.rows[0]).toEqual(viaRun.rows[4]);
    expect(viaRun.notes.filter((n, i) => n === 1 && viaRun.rows[i])).toHaveLength(3);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('stores 5 submissions in fewer statements than one push each', async () => {
    await server.db.execute(sql`update quizzes set attempts_allowed = null, due_at = null, time_limit_minutes = null where id = ${QUIZ}`);
    const writes = () => Array.from({ length: 5 }, () => ({ name: 'quiz.submit', args: { attemptId: randomUUID(), quizId: QUIZ, answers: [], startedAt: minutesAgo(5), submittedAt: minutesAgo(1) } }));
    take();
    expect(new Set(statuses((await push(server, learner, randomUUID(), numbered(writes()))).body))).toEqual(new Set(['applied']));
    const asRun = take().length;
    for (const write of writes()) await push(server, learner, randomUUID(), numbered([write]));
    const alone = take().length;
    // Alone: about 11 statements a submission and 5 for each push; as a run, 3 for the run, a version
    // read and 2 statements for each submission's notification (its row and its deliveries in one).
    expect(asRun).toBeLessThanOrEqual(20);
    expect(asRun * 2).toBeLessThan(alone);
  });
});
