/**
 * The local database (Dexie over IndexedDB): every schema version lives here and an old version is
 * never edited (CONVENTIONS §5). Version 1 is deliberately small — the outbox, the sync
 * bookkeeping and the token mirror for the service worker. Version 2 adds the cached content a
 * learner or teacher reads offline, each table named exactly as the server's pull answer names it.
 * The synced tables and their rows are declared once in contract/tables; the tables only this
 * device writes are {@link LOCAL_TABLES}, those it derives from pulled rows {@link DERIVED_TABLES}.
 * The synced tables' stores come from those declarations; tests/web/data/table-agreement.test.ts checks that
 * the version history adds up to them.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { AiChatMessage } from '@contract/api';
import type { IntentArgs, MutationName } from '@contract/sync';
import type { StaffTableName, SyncRow, SyncTableName } from '@contract/tables';
import { dropMemberAttemptsAndCursor, rebuildDerivedOf, repullPeopleWithoutRemovedAt } from './db-upgrades';
import { declareVersions, mergeVersions, type DexieVersion } from './db-versions';
import type { CardScheduleRow } from './card-schedule-rows';
import type { MemberQuizSummaryRow } from './member-quiz-summary';

/** A queued write intent (DESIGN §2.2): deleted only after the server has answered it. */
export interface OutboxRow {
  seq?: number;
  mutationId: number;
  name: MutationName;
  args: unknown;
  status: 'pending' | 'failed';
  createdAt: string;
  error?: string;
  /** The refusal's code and params (contract/refusals.ts), when the server sent them: shown in the learner's language. */
  errorCode?: string;
  errorParams?: Record<string, string | number>;
  /** A write the server had applied and then lost (restored from a backup): kept aside to send again. */
  lost?: true;
}

/** A write the server acknowledged, kept a while in case the server loses it (src/data/sync/recovery.ts). */
export interface SentWriteRow {
  mutationId: number;
  name: MutationName;
  args: unknown;
  createdAt: string;
}

/** Sync bookkeeping, one row per key. */
export interface SyncStateRow {
  /** `rebuild`: the synced tables (comma-separated) whose derived tables an upgrade asked their hooks to recompute. */
  key: 'clientId' | 'cursor' | 'lastMutationId' | 'lastSyncedAt' | 'waitUntil' | 'rebuild';
  value: string | number | null;
}

/** The session token mirrored for the service worker, which cannot read localStorage. */
export interface SessionMirrorRow {
  key: 'token';
  value: string;
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
/** A quiz (no answer keys) and its questions. */
export type QuizRow = SyncRow<'quizzes'>;
export type QuizQuestionRow = SyncRow<'quizQuestions'>;
/** A graded attempt of the user's, each answer with its correct answer. */
export type QuizResultRow = SyncRow<'quizResults'>;
/** A staff device's graded attempt of someone else, compact (src/data/member-attempts.ts expands it). */
export type MemberQuizResultRow = SyncRow<'memberQuizResults'>;
/** The key of one quiz version (id `<quizId>@<version>`). */
export type MemberQuizKeyRow = SyncRow<'memberQuizKeys'>;
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

/** A quiz attempt as this device keeps it (id = the attempt's UUID, also the server's id); never pulled. */
export interface QuizAttemptRow {
  id: string;
  quizId: string;
  /** `graded`: the grade arrived and the learner was told. `refused`: the server refused the submit. */
  status: 'in-progress' | 'submitted' | 'graded' | 'refused';
  userAnswers: IntentArgs<'quiz.submit'>['answers'];
  currentQuestionIndex: number;
  startedAt: string;
  submittedAt: string | null;
  updatedAt: string;
  /** The quiz version the attempt was started on, and its questions then (a newer version pulled mid-attempt does not change them). */
  version?: number;
  questions?: QuizQuestionRow[];
}
/**
 * An AI chat message (SPEC §3) cached with its day collection; `pending` while its `ai.ask` waits
 * in the outbox or for the server's day document to include it.
 */
export type AiMessageRow = AiChatMessage & { day: string; pending?: boolean };

/** The row type of each synced table on this device (messages may carry a local mark). */
type PulledRows = { [T in SyncTableName]: SyncRow<T> } & { messages: MessageRow };

/** The cached-content tables: every synced table, and the device's own quiz attempts and AI messages. */
export type CachedTables = { [T in SyncTableName]: EntityTable<PulledRows[T], 'id'> } & {
  quizAttempts: EntityTable<QuizAttemptRow, 'id'>;
  aiMessages: EntityTable<AiMessageRow, 'id'>;
};

/** The name of a cached-content table. */
export type CachedTableName = keyof CachedTables;

/**
 * The tables this device keeps that pull never fills or clears (a reset keeps their rows; logout
 * clears them): the sync engine's own, a quiz attempt in progress (only here until it is submitted),
 * AI chat messages (filled from `POST /ai-chat/messages` and the live day document, SPEC §7) and the
 * chat read markers. Each with its newest Dexie store.
 */
export const LOCAL_TABLES = {
  outbox: '++seq, mutationId, name, status',
  syncState: 'key',
  sessionMirror: 'key',
  quizAttempts: 'id, quizId, status',
  aiMessages: 'id, day',
  chatReads: 'id',
  localDrafts: 'id',
  sentWrites: 'mutationId',
} as const;
export type LocalTableName = keyof typeof LOCAL_TABLES;

/**
 * The tables this device derives from pulled rows and writes beside them (a reset clears them with
 * the pulled tables): a learner's quiz summary beside their `memberQuizResults` row
 * (src/data/member-attempts.ts), and each reviewed card's schedule beside the learner's `reviews`
 * (src/data/card-schedules.ts). Each with its newest Dexie store.
 */
export const DERIVED_TABLES = {
  memberQuizSummaries: 'id',
  cardSchedules: 'cardId, [deckId+due]',
} as const;
export type DerivedTableName = keyof typeof DERIVED_TABLES;

/** Version 2's stores, as they shipped (frozen: a change is a new version below). */
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
} as const;

/** Version 10's staff tables and their indexes (the primary key `id` first; `memberQuizKeys` came with version 17). */
export const STAFF_TABLE_SCHEMA = {
  people: 'id, role',
  memberships: 'id, batchId, userId',
  orgEnrolments: 'id, userId, courseId, status',
  accessGrants: 'id, userId, courseId',
  memberQuizResults: 'id, userId, quizId',
  memberExerciseAttempts: 'id, userId, exerciseId',
  memberReviews: 'id, userId, deckId',
  memberDevices: 'id',
} as const satisfies Record<Exclude<StaffTableName, 'memberQuizKeys'>, string>;

/** Where the user last read a chat room or conversation (id = its id); kept on this device only. */
export interface ChatReadRow {
  id: string;
  /** `sentAt` of the newest message read. */
  readUpTo: string;
}

/**
 * This device's own saves of an editor's draft (id `<kind>:<entityId>`, like `drafts`): kept apart
 * from the pulled `drafts` row so a pull never overwrites an edit not yet sent; the editor shows the
 * per-field later of the two (src/data/drafts.ts).
 */
export interface LocalDraftRow {
  id: string;
  kind: SyncRow<'drafts'>['kind'];
  entityId: string;
  baseVersion: number | null;
  fields: SyncRow<'drafts'>['fields'];
}

/** The app's local database. */
export type LocalDb = Dexie &
  CachedTables & {
    localDrafts: EntityTable<LocalDraftRow, 'id'>;
    outbox: EntityTable<OutboxRow, 'seq'>;
    sentWrites: EntityTable<SentWriteRow, 'mutationId'>;
    syncState: EntityTable<SyncStateRow, 'key'>;
    sessionMirror: EntityTable<SessionMirrorRow, 'key'>;
    chatReads: EntityTable<ChatReadRow, 'id'>;
    memberQuizSummaries: EntityTable<MemberQuizSummaryRow, 'id'>;
    cardSchedules: EntityTable<CardScheduleRow, 'cardId'>;
  };

/** The one database of the app, named 'learning-platform'. */
export const db = new Dexie('learning-platform') as LocalDb;

/**
 * The versions written here, oldest first, with the stores they added or changed as they shipped:
 * an old entry is never edited, a change is a new entry. A synced table names its own version in
 * its declaration instead (`dexie`, contract/tables/table.ts; {@link DEXIE_VERSIONS} adds those), so
 * an entry here is for local or derived tables, upgrades and the tables made before version 23.
 */
const WRITTEN_VERSIONS: readonly DexieVersion[] = [
  [1, { outbox: '++seq, mutationId, name, status', syncState: 'key', sessionMirror: 'key' }],
  // Version 2: the cached content (the version-1 tables are kept as they are).
  [2, CACHED_TABLE_SCHEMA],
  // Version 7 (chat): messages ordered within a room or conversation, and the local last-read markers.
  [7, { messages: 'id, roomId, conversationId, sentAt, [roomId+sentAt], [conversationId+sentAt]', chatReads: 'id' }],
  // Version 10 (issue 14, staff scope): the rows a teacher's or an admin's device pulls.
  [10, STAFF_TABLE_SCHEMA],
  // Version 12 (issue 16, teaching): feedback on quiz attempts and per-learner quiz extensions.
  [12, { quizFeedback: 'id, attemptId, userId', quizExtensions: 'id, quizId, userId' }],
  // Version 16 (issue 18, authoring): the organisation's editor drafts as pulled, and this device's own saves of them.
  [16, { drafts: 'id, kind, entityId', localDrafts: 'id' }],
  // Version 17 (issue 16, item 8): a staff device's quiz attempts arrive compact, with the keys of their
  // quiz versions in their own table; attempts of the former shape are dropped.
  [17, { memberQuizKeys: 'id, quizId' }, dropMemberAttemptsAndCursor],
  // Version 18 (issue 16, item 8): a staff device's quiz attempts are one row per learner (id = user id),
  // not per learner and quiz: 600 rows instead of 12,000 for a teacher of 600 learners; rows of the former shape are dropped.
  [18, { memberQuizResults: 'id, userId' }, dropMemberAttemptsAndCursor],
  // Version 19 (issue 16, item 8): each learner's quiz summary beside their attempts, for the screens
  // that need only the summary (reading all the attempts took the Batch students screen ~600 ms).
  // The summaries are made by the table's hook once the database is open (the engine knows no table's rules).
  [19, { memberQuizSummaries: 'id' }, rebuildDerivedOf('memberQuizResults')],
  // Version 20 (issue 49): people pulled before `removedAt` existed are pulled again.
  [20, {}, repullPeopleWithoutRemovedAt],
  // Version 21 (issue 49): the writes the server acknowledged, so a server restored from a backup can be told what it lost.
  [21, { sentWrites: 'mutationId' }],
  // Version 22 (issue 47): the user's preferences (interface language), pulled to their own devices.
  [22, { preferences: 'id' }],
  // Version 23 (issue 51): the learner's attempts at SCORM/H5P package items, pulled to their own devices.
  [23, { packageAttempts: 'id, lessonId' }],
  // Version 24 (issue 53): notifications, this user's push subscriptions and notification settings.
  [24, { notifications: 'id, createdAt', pushSubscriptions: 'id', notificationSettings: 'id' }],
  // Version 29 (issue 55 item 4): each reviewed card's schedule beside the reviews, so the due counts
  // and a study session read one row per card instead of replaying 20,000 logs. Made by the reviews
  // hook from the logs stored (as version 19's summaries); the readers replay the log until then.
  [29, { cardSchedules: 'cardId, [deckId+due]' }, rebuildDerivedOf('reviews')],
];

/**
 * The Dexie store of every synced table, made from its declaration in contract/tables when the app
 * is built or tested (scripts/synced-stores.ts): the declarations stay out of this chunk. With them
 * the versions the declarations name (`dexie`), each with the stores of the tables that name it.
 */
declare const __SYNCED_STORES__: Readonly<Record<SyncTableName, string>>;
declare const __DECLARED_VERSIONS__: readonly (readonly [number, Readonly<Record<string, string>>])[];
export const SYNCED_STORES: Readonly<Record<SyncTableName, string>> = __SYNCED_STORES__;

/**
 * Every schema version, oldest first: the written ones and those the declarations name, merged by
 * number (a declared table's store joins a written entry of its version). The newest version is
 * declared with the synced tables' stores made from their declarations ({@link SYNCED_STORES}); the
 * agreement test fails until this history adds up to them, and names the entry to add.
 */
export const DEXIE_VERSIONS: readonly DexieVersion[] = mergeVersions(WRITTEN_VERSIONS, __DECLARED_VERSIONS__);

/** The stores of the newest version: each synced table as declared, and the local and derived ones. */
export const LATEST_STORES: Readonly<Record<string, string>> = { ...SYNCED_STORES, ...LOCAL_TABLES, ...DERIVED_TABLES };

declareVersions(db, DEXIE_VERSIONS, LATEST_STORES);

/** The tables pull fills (and a reset clears): every declared synced table. */
export const PULLED_TABLES = Object.keys(SYNCED_STORES) as readonly SyncTableName[];
