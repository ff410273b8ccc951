/**
 * The pull reader of every synced table, by name. The map is typed over the contract's table names
 * (contract/tables), so a declared table without a reader does not compile; the declaration's
 * `scope` decides which roles the reader runs for (the others get no rows of it).
 */
import { receives, syncedTables, type SyncTableName } from '../../../../contract/tables';
import { roles } from '../../../../contract/wire';
import { batchMembersTable, batchesTable, studentProgressTable } from './batches';
import { conversationsTable, messagesTable, roomsTable } from './chat';
import { coursesTable, lessonsTable, modulesTable } from './catalogue';
import { draftsTable } from './drafts';
import { enrolmentsTable, progressTable } from './learner';
import { quizQuestionsTable, quizResultsTable, quizzesTable } from './quizzes';
import { cardsTable, decksTable, exerciseAttemptsTable, exercisesTable, reviewsTable } from './practice';
import { staffReaders } from './staff';
import type { PullTable } from './table';

/** Every table's reader. */
export const pullReaders: { readonly [T in SyncTableName]: PullTable } = {
  courses: coursesTable,
  modules: modulesTable,
  lessons: lessonsTable,
  progress: progressTable,
  enrolments: enrolmentsTable,
  batches: batchesTable,
  batchMembers: batchMembersTable,
  studentProgress: studentProgressTable,
  quizzes: quizzesTable,
  quizQuestions: quizQuestionsTable,
  quizResults: quizResultsTable,
  exercises: exercisesTable,
  exerciseAttempts: exerciseAttemptsTable,
  decks: decksTable,
  cards: cardsTable,
  reviews: reviewsTable,
  rooms: roomsTable,
  conversations: conversationsTable,
  messages: messagesTable,
  ...staffReaders,
  drafts: draftsTable,
};

/**
 * A reader limited to the roles its declaration scopes: other callers read nothing and delete
 * nothing, and their answers leave the table out (`roles`), so a learner's answer never grows.
 */
function scoped(declaration: (typeof syncedTables)[number]): PullTable {
  const reader = pullReaders[declaration.name];
  return {
    ...reader,
    name: declaration.name,
    roles: roles.filter((role) => receives(declaration, role)),
    put: async (db, ctx) => (receives(declaration, ctx.caller.role) ? reader.put(db, ctx) : []),
    del: (tombstones, ctx) => (receives(declaration, ctx.caller.role) ? reader.del(tombstones, ctx) : []),
  };
}

/** Every table pull answers, in the contract's order. */
export const pullTables: readonly PullTable[] = syncedTables.map(scoped);
