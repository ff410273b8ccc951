/** Demo data: idempotent, with every lesson type, real media files and both organisations. */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { MEDIA_DIR } from '../../server/media-dir';
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
