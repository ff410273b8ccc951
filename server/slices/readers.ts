/**
 * The pull reader of every synced table, by name. The map is typed over the contract's table names
 * (contract/tables), so a declared table without a reader does not compile; the declaration's
 * `scope` decides which roles the reader runs for (the others get no rows of it), which of their
 * rows it reads (`ctx.inScope`) and which tombstones are its deletions (scope.ts).
 */
import { sql } from 'drizzle-orm';
import { scopesOf, syncedTables, type DeclaredReadTableName, type SyncTableName } from '../../contract/tables';
import { roles } from '../../contract/wire';
import { batchMembersTable, batchesTable, studentProgressTable } from './people/readers';
import { conversationsTable, messagesTable, roomsTable } from './messages/readers';
import { coursesTable } from './courses/readers';
import { learnerReaders } from './courses/learner-readers';
import { quizQuestionsTable, quizResultsTable, quizzesTable } from './quizzes/readers';
import { cardsTable } from './practice/readers';
import { staffReaders } from './staff-readers';
import { quizExtensionsTable, quizFeedbackTable } from './teaching/readers';
import { declaredReader } from '../sync/tables/declared';
import { inScope, tombstoneInScope } from '../sync/tables/scope';
import type { PullContext, PullTable, ReadContext, TableReader } from '../sync/tables/table';

/** The reader of every table without `scopeFields` in its declaration, written by hand (typed over them: one missing does not compile). */
const writtenReaders: { readonly [T in Exclude<SyncTableName, DeclaredReadTableName>]: TableReader } = {
  courses: coursesTable,
  ...learnerReaders,
  batches: batchesTable,
  batchMembers: batchMembersTable,
  studentProgress: studentProgressTable,
  quizzes: quizzesTable,
  quizQuestions: quizQuestionsTable,
  quizResults: quizResultsTable,
  cards: cardsTable,
  rooms: roomsTable,
  conversations: conversationsTable,
  messages: messagesTable,
  ...staffReaders,
  quizFeedback: quizFeedbackTable,
  quizExtensions: quizExtensionsTable,
};

/** Every table's reader: those written by hand, and the others made from their declarations (declared.ts). */
export const pullReaders: { readonly [T in SyncTableName]: TableReader } = {
  ...writtenReaders,
  ...Object.fromEntries(syncedTables.flatMap((table) => (table.scopeFields ? [[table.name, declaredReader(table)]] : []))),
} as { readonly [T in SyncTableName]: TableReader };

/**
 * A reader limited to the roles its declaration scopes: other callers read nothing and delete
 * nothing, and their answers leave the table out (`roles`), so a learner's answer never grows.
 */
function scoped(declaration: (typeof syncedTables)[number]): PullTable {
  // The reader's functions are looked up at each call (tests spy on them).
  const reader = pullReaders[declaration.name];
  const { tombstones } = reader;
  const read = (ctx: PullContext): ReadContext => {
    const scopes = scopesOf(declaration, ctx.caller.role);
    return { ...ctx, scopes, inScope: (columns) => inScope(scopes, ctx.caller, columns) };
  };
  const receives = (ctx: PullContext) => scopesOf(declaration, ctx.caller.role).length > 0;
  const source = tombstones === null ? null : { of: tombstones?.of ?? declaration.name, id: tombstones?.id ?? ((t) => t.rowId) };
  return {
    ...(reader.changed ? { changed: reader.changed } : {}),
    ...(reader.rowWeight ? { rowWeight: reader.rowWeight } : {}),
    name: declaration.name,
    roles: roles.filter((role) => scopesOf(declaration, role).length > 0),
    put: async (db, ctx) => (receives(ctx) ? reader.put(db, read(ctx)) : []),
    ...(reader.page ? { page: async (db, ctx, after, limit) => (receives(ctx) ? reader.page!(db, read(ctx), after, limit) : []) } : {}),
    tombstoneFilter: (ctx) => source && receives(ctx)
      ? sql`t.table_name = ${source.of} and ${tombstoneInScope(scopesOf(declaration, ctx.caller.role), ctx.caller)}`
      : null,
    del: (loaded) => (source ? loaded.filter((t) => t.tableName === declaration.name).map(source.id) : []),
  };
}

/** Every table pull answers, in the contract's order. */
export const pullTables: readonly PullTable[] = syncedTables.map(scoped);
