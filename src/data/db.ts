/**
 * The local database (Dexie over IndexedDB): every schema version lives here and an old version is
 * never edited (CONVENTIONS §5). Version 1 is deliberately small — the outbox, the sync
 * bookkeeping and the token mirror for the service worker. Version 2 adds the cached content a
 * learner or teacher reads offline, each table named exactly as the server's pull answer names it
 * (`SYNCED_TABLES` in sync/pull.ts lists them). Rows of the tables the server already fills are
 * typed by `syncTables` in contract/sync.ts; the rest are typed loosely here until their issues add
 * them to the contract (every row has a string `id`).
 */
import Dexie, { type EntityTable } from 'dexie';
import type { AiChatMessage } from '@contract/api';
import type { MutationName, SyncRow } from '@contract/sync';

/** A queued write intent (DESIGN §2.2): deleted only after the server has answered it. */
export interface OutboxRow {
  seq?: number;
  mutationId: number;
  name: MutationName;
  args: unknown;
  status: 'pending' | 'failed';
  createdAt: string;
  error?: string;
}

/** Sync bookkeeping, one row per key. */
export interface SyncStateRow {
  key: 'clientId' | 'cursor' | 'lastMutationId' | 'lastSyncedAt' | 'waitUntil';
  value: string | number | null;
}

/** The session token mirrored for the service worker, which cannot read localStorage. */
export interface SessionMirrorRow {
  key: 'token';
  value: string;
}

/** A pulled row: a string id and the table's own fields (the server is the authority on their shape). */
export interface SyncedRow {
  id: string;
  [field: string]: unknown;
}

/** A course as cached for reading offline (`assigned` is a boolean, so its index holds no keys: filter in memory). */
export type CourseRow = SyncRow<'courses'>;
export type ModuleRow = SyncRow<'modules'>;
export type LessonRow = SyncRow<'lessons'>;
/** Lesson progress per section; id `${lessonId}:${section}`. */
export type ProgressRow = SyncRow<'progress'>;
/** The user's enrolment in a course; id = courseId. */
export type EnrolmentRow = SyncRow<'enrolments'>;
export type BatchRow = SyncRow<'batches'>;
export type BatchMemberRow = SyncRow<'batchMembers'>;
export type StudentProgressRow = SyncRow<'studentProgress'>;
export interface QuizRow extends SyncedRow { courseId: string }
export interface QuizQuestionRow extends SyncedRow { quizId: string }
export interface QuizAttemptRow extends SyncedRow { quizId: string; status: string }
export interface QuizResultRow extends SyncedRow { quizId: string; userId: string }
export type ExerciseRow = SyncRow<'exercises'>;
export type ExerciseAttemptRow = SyncRow<'exerciseAttempts'>;
export type DeckRow = SyncRow<'decks'>;
export type CardRow = SyncRow<'cards'>;
/** A flashcard review (append-only, UUID id); a card's schedule is replayed from them. */
export type ReviewRow = SyncRow<'reviews'>;
export type RoomRow = SyncRow<'rooms'>;
export type ConversationRow = SyncRow<'conversations'>;
/** A chat message; `local` marks one written on this device that the server has not sent back yet. */
export type MessageRow = SyncRow<'messages'> & { local?: true };
/**
 * An AI chat message (SPEC §3) cached with its day collection; `pending` while its `ai.ask` waits
 * in the outbox or for the server's day document to include it.
 */
export type AiMessageRow = AiChatMessage & { day: string; pending?: boolean };

/** The cached-content tables of version 2, by the name the server's pull answer uses. */
export interface CachedTables {
  courses: EntityTable<CourseRow, 'id'>;
  modules: EntityTable<ModuleRow, 'id'>;
  lessons: EntityTable<LessonRow, 'id'>;
  progress: EntityTable<ProgressRow, 'id'>;
  enrolments: EntityTable<EnrolmentRow, 'id'>;
  batches: EntityTable<BatchRow, 'id'>;
  batchMembers: EntityTable<BatchMemberRow, 'id'>;
  studentProgress: EntityTable<StudentProgressRow, 'id'>;
  quizzes: EntityTable<QuizRow, 'id'>;
  quizQuestions: EntityTable<QuizQuestionRow, 'id'>;
  quizAttempts: EntityTable<QuizAttemptRow, 'id'>;
  quizResults: EntityTable<QuizResultRow, 'id'>;
  exercises: EntityTable<ExerciseRow, 'id'>;
  exerciseAttempts: EntityTable<ExerciseAttemptRow, 'id'>;
  decks: EntityTable<DeckRow, 'id'>;
  cards: EntityTable<CardRow, 'id'>;
  reviews: EntityTable<ReviewRow, 'id'>;
  rooms: EntityTable<RoomRow, 'id'>;
  conversations: EntityTable<ConversationRow, 'id'>;
  messages: EntityTable<MessageRow, 'id'>;
  aiMessages: EntityTable<AiMessageRow, 'id'>;
}

/** The name of a cached-content table. */
export type CachedTableName = keyof CachedTables;

/**
 * Tables pull never fills: the device writes them (a quiz attempt in progress lives only here until
 * it is submitted), so a pull `reset` keeps their rows. Logout still clears them.
 */
export const DEVICE_ONLY_TABLES: ReadonlySet<CachedTableName> = new Set(['quizAttempts']);

/** Version 2's cached-content tables and their indexes (the primary key `id` first). */
export const CACHED_TABLE_SCHEMA = {
  courses: 'id, title, category, assigned',
  modules: 'id, courseId',
  lessons: 'id, courseId, moduleId',
  progress: 'id, courseId, lessonId',
  enrolments: 'id, status',
  batches: 'id, courseId',
  batchMembers: 'id, batchId, userId',
  studentProgress: 'id, userId, courseId',
  quizzes: 'id, courseId',
  quizQuestions: 'id, quizId',
  quizAttempts: 'id, quizId, status',
  quizResults: 'id, quizId, userId',
  exercises: 'id, courseId',
  exerciseAttempts: 'id, exerciseId',
  decks: 'id, courseId',
  cards: 'id, deckId',
  reviews: 'id, cardId',
  rooms: 'id',
  conversations: 'id',
  messages: 'id, roomId, conversationId, sentAt',
  aiMessages: 'id, day',
} as const satisfies Record<CachedTableName, string>;

/** Where the user last read a chat room or conversation (id = its id); kept on this device only. */
export interface ChatReadRow {
  id: string;
  /** `sentAt` of the newest message read. */
  readUpTo: string;
}

/** The app's local database. */
export type LocalDb = Dexie &
  CachedTables & {
    outbox: EntityTable<OutboxRow, 'seq'>;
    syncState: EntityTable<SyncStateRow, 'key'>;
    sessionMirror: EntityTable<SessionMirrorRow, 'key'>;
    chatReads: EntityTable<ChatReadRow, 'id'>;
  };

/** The one database of the app, named 'learning-platform'. */
export const db = new Dexie('learning-platform') as LocalDb;

db.version(1).stores({
  outbox: '++seq, mutationId, name, status',
  syncState: 'key',
  sessionMirror: 'key',
});

// Version 2: the cached content (the version-1 tables are kept as they are).
db.version(2).stores(CACHED_TABLE_SCHEMA);

// Version 7 (chat): messages ordered within a room or conversation, and the local last-read markers.
db.version(7).stores({
  messages: 'id, roomId, conversationId, sentAt, [roomId+sentAt], [conversationId+sentAt]',
  chatReads: 'id',
});
