/** Inserts a demo organisation; every insert ignores rows that exist, so seeding is idempotent. */
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { courseRows } from './course-rows';
import type { OrganisationSeed } from './types';

/** A fixed moment in the past, so seeded rows are the same on every run. */
const at = (minutesAfter: number) => new Date(Date.UTC(2026, 10, 10, 9, 0) + minutesAfter * 60_000);

/** Seeds one organisation with its users, courses, batches, rooms and conversations. */
export async function seedOrganisation(db: Database, org: OrganisationSeed): Promise<void> {
  const organisationId = org.id;
  await db.insert(t.organisations).values({ id: org.id, name: org.name, selfSignUp: org.selfSignUp }).onConflictDoNothing();
  await db.insert(t.users).values(org.users.map((u) => ({
    id: u.id, organisationId, firebaseUid: u.uid, email: u.email, displayName: u.displayName, role: u.role,
  }))).onConflictDoNothing();
  for (const seed of org.courses) {
    const rows = courseRows(organisationId, seed);
    await db.insert(t.courses).values(rows.course).onConflictDoNothing();
    await db.insert(t.courseModules).values(rows.modules).onConflictDoNothing();
    if (rows.quizzes.length) await db.insert(t.quizzes).values(rows.quizzes).onConflictDoNothing();
    if (rows.questions.length) await db.insert(t.quizQuestions).values(rows.questions).onConflictDoNothing();
    if (rows.exercises.length) await db.insert(t.exercises).values(rows.exercises).onConflictDoNothing();
    if (rows.decks.length) await db.insert(t.flashcardDecks).values(rows.decks).onConflictDoNothing();
    if (rows.cards.length) await db.insert(t.flashcards).values(rows.cards).onConflictDoNothing();
    await db.insert(t.lessons).values(rows.lessons).onConflictDoNothing();
  }
  for (const b of org.batches) {
    const { learnerIds, ...batch } = b;
    await db.insert(t.batches).values({ ...batch, organisationId }).onConflictDoNothing();
    await db.insert(t.batchMembers).values(learnerIds.map((userId) => ({ id: `${b.id}-${userId}`, organisationId, batchId: b.id, userId })))
      .onConflictDoNothing();
    await db.insert(t.enrolments).values(learnerIds.map((userId) => ({
      id: `e-${b.courseId}-${userId}`, organisationId, courseId: b.courseId, userId, status: 'active' as const,
    }))).onConflictDoNothing();
  }
  for (const r of org.rooms) {
    await db.insert(t.chatRooms).values({ id: r.id, organisationId, name: r.name, description: r.description,
      courseId: r.courseId ?? null, batchId: r.batchId ?? null }).onConflictDoNothing();
    await db.insert(t.chatRoomMembers).values(r.memberIds.map((userId) => ({ id: `${r.id}-${userId}`, organisationId, roomId: r.id, userId })))
      .onConflictDoNothing();
    await db.insert(t.messages).values(r.messages.map(([senderId, body], i) => ({
      id: `${r.id}-msg${i + 1}`, organisationId, roomId: r.id, senderId, body, sentAt: at(i * 7),
    }))).onConflictDoNothing();
  }
  for (const v of org.conversations) {
    await db.insert(t.conversations).values({ id: v.id, organisationId }).onConflictDoNothing();
    await db.insert(t.conversationMembers).values(v.memberIds.map((userId) => ({ id: `${v.id}-${userId}`, organisationId, conversationId: v.id, userId })))
      .onConflictDoNothing();
    await db.insert(t.messages).values(v.messages.map(([senderId, body], i) => ({
      id: `${v.id}-msg${i + 1}`, organisationId, conversationId: v.id, senderId, body, sentAt: at(60 + i * 11),
    }))).onConflictDoNothing();
  }
}
