/**
 * Every table pull answers, in order. Quizzes (without answer keys), attempts, flashcards and
 * reviews, chat and AI chat rows are added here, one file each, by the issues that build them
 * (and to `syncTables` in contract/sync.ts).
 */
import { batchMembersTable, batchesTable, studentProgressTable } from './batches';
import { conversationsTable, messagesTable, roomsTable } from './chat';
import { coursesTable, lessonsTable, modulesTable } from './catalogue';
import { enrolmentsTable, progressTable } from './learner';
import { quizQuestionsTable, quizResultsTable, quizzesTable } from './quizzes';
import { cardsTable, decksTable, exerciseAttemptsTable, exercisesTable, reviewsTable } from './practice';
import { staffPullTables } from './staff';
import type { PullTable } from './table';

export const pullTables: readonly PullTable[] = [
  coursesTable,
  modulesTable,
  lessonsTable,
  progressTable,
  enrolmentsTable,
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
  ...staffPullTables,
];
