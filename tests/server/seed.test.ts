/** Demo data: idempotent, with every lesson type, real media files and both organisations. */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { count, countDistinct, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { MEDIA_DIR } from '../../server/media-dir';
import { classroomBatches } from '../../server/seed/demo-classroom';
import { seedDemoData } from '../../server/seed/index';
import { createTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const tables = [t.organisations, t.users, t.courses, t.courseModules, t.lessons, t.quizzes, t.quizQuestions, t.exercises,
  t.flashcardDecks, t.flashcards, t.batches, t.batchMembers, t.enrolments, t.chatRooms, t.messages, t.aiChatMessages, t.quizAttempts];

async function counts() {
  return Promise.all(tables.map(async (table) => (await server.db.select({ n: count() }).from(table))[0]!.n));
}

describe('demo data', () => {
  it('is idempotent', async () => {
    const before = await counts();
    await seedDemoData(server.db);
    expect(await counts()).toEqual(before);
    expect(before.every((n) => n > 0)).toBe(true);
  });

  it('gives Demo Academy six published courses with text, video and PDF lessons and linked activities', async () => {
    const courses = await server.db.select().from(t.courses).where(eq(t.courses.organisationId, '5'));
    expect(courses.filter((c) => c.published).length).toBeGreaterThanOrEqual(6);
    const lessons = await server.db.select().from(t.lessons).where(eq(t.lessons.organisationId, '5'));
    expect(new Set(lessons.map((l) => l.type))).toEqual(new Set(['text', 'video', 'pdf']));
    expect(lessons.some((l) => l.quizId) && lessons.some((l) => l.exerciseId) && lessons.some((l) => l.deckId)).toBe(true);
  });

  it('puts the demo learner in a batch taught by the demo teacher', async () => {
    const [row] = await server.db
      .select({ teacher: t.batches.teacherId })
      .from(t.batchMembers)
      .innerJoin(t.batches, eq(t.batches.id, t.batchMembers.batchId))
      .where(eq(t.batchMembers.userId, 'u5-learner'));
    expect(row?.teacher).toBe('u5-teacher');
  });

  it('gives the demo teacher a classroom: two more batches of learners with progress, quiz attempts with answers, exercises and reviews', async () => {
    for (const batch of classroomBatches) {
      const [row] = await server.db.select({ teacher: t.batches.teacherId }).from(t.batches).where(eq(t.batches.id, batch.id));
      expect(row?.teacher).toBe('u5-teacher');
      expect(batch.learnerIds.length).toBeGreaterThanOrEqual(12);
      const members = await server.db.select({ userId: t.batchMembers.userId }).from(t.batchMembers).where(eq(t.batchMembers.batchId, batch.id));
      expect(members.map((m) => m.userId).sort()).toEqual([...batch.learnerIds].sort());
      const attempts = await server.db.select().from(t.quizAttempts).where(inArray(t.quizAttempts.userId, batch.learnerIds));
      // Everyone attempted the quiz once or more, every attempt answers every question, and some pass while some do not.
      expect(new Set(attempts.map((a) => a.userId))).toEqual(new Set(batch.learnerIds));
      expect(attempts.length).toBeGreaterThan(batch.learnerIds.length);
      expect(attempts.every((a) => a.answers.length > 0 && a.score <= a.total)).toBe(true);
      expect(new Set(attempts.map((a) => a.passed))).toEqual(new Set([true, false]));
      // Data Literacy has no exercise: only Python's learners have exercise attempts.
      const tables = batch.courseId === 'c5-python' ? [t.lessonProgress, t.exerciseAttempts, t.flashcardReviews] : [t.lessonProgress, t.flashcardReviews];
      for (const table of tables) {
        const [row] = await server.db.select({ n: countDistinct(table.userId) }).from(table).where(inArray(table.userId, batch.learnerIds));
        expect(row?.n).toBe(batch.learnerIds.length);
      }
    }
  });

  it('points media lessons at small files that exist', async () => {
    const lessons = await server.db.select({ url: t.lessons.mediaUrl }).from(t.lessons);
    const files = new Set(lessons.flatMap((l) => (l.url ? [l.url.replace('/media/', '')] : [])));
    expect(files).toEqual(new Set(['demo-intro.webm', 'demo-handout.pdf']));
    for (const file of files) expect(statSync(join(MEDIA_DIR, file)).size).toBeLessThan(200_000);
  });

  it('keeps every row of Riverside College in organisation 7', async () => {
    const users = await server.db.select().from(t.users).where(eq(t.users.organisationId, '7'));
    expect(users.map((u) => u.email).sort()).toEqual(['admin@other.test', 'learner@other.test', 'teacher@other.test']);
  });
});
