/**
 * Every synced table, in the order pull answers them. A new table is one declaration in the file
 * of its area (or a new one) and one entry here; then a server reader, a Dexie `version(n)` and
 * the agreement test tell what else is missing (docs/ARCHITECTURE.md, "How to add a synced table").
 */
import type { z } from 'zod';
import { adminTables } from '../admin';
import { batchesTable, batchMembersTable, studentProgressTable } from './batches';
import { coursesTable, lessonsTable, modulesTable } from './catalogue';
import { conversationsTable, messagesTable, roomsTable } from './chat';
import { draftsTable } from './drafts';
import { learnerTables } from './learner';
import { notificationTables } from './notifications';
import { cardsTable, decksTable, exerciseAttemptsTable, exercisesTable, reviewsTable } from './practice';
import { quizQuestionsTable, quizResultsTable, quizzesTable } from './quizzes';
import { staffTables } from './staff';
import { teachingTables } from './teaching';

export type { StaffTableName } from './staff';

export { declaredVersions, defineTable, dexieStore, receives, scopesOf, type RoleScope, type RowScope, type ScopeFields, type SyncedTableDeclaration } from './table';

export const syncedTables = [
  coursesTable,
  modulesTable,
  lessonsTable,
  ...learnerTables,
  batchesTable,
  batchMembersTable,
  studentProgressTable,
  quizzesTable,
  quizQuestionsTable,
  quizResultsTable,
  exercisesTable,
  exerciseAttemptsTable,
  decksTable,
  cardsTable,
  reviewsTable,
  roomsTable,
  conversationsTable,
  messagesTable,
  ...staffTables,
  ...teachingTables,
  draftsTable,
  ...notificationTables,
  ...adminTables,
] as const;

type Declared = (typeof syncedTables)[number];
/** The name of a synced table (the same on the server, on the wire and in Dexie). */
export type SyncTableName = Declared['name'];
/** The declaration of table `T`. */
export type SyncTableDeclaration<T extends SyncTableName> = Extract<Declared, { name: T }>;
/** The tables the server reads from their SQL table by their declared `scopeFields` (no reader of their own). */
export type DeclaredReadTableName = Extract<Declared, { scopeFields: object }>['name'];
/** A row of table `T` as pull sends it. */
export type SyncRow<T extends SyncTableName> = z.infer<SyncTableDeclaration<T>['row']>;

/** Each table's row schema by name. */
export const syncTables = Object.fromEntries(syncedTables.map((t) => [t.name, t.row])) as {
  [T in SyncTableName]: SyncTableDeclaration<T>['row'];
};
