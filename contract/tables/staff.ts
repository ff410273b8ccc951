/**
 * Staff tables (issue 14, item 3): a teacher's batch members and their activity, an admin's
 * organisation (people, memberships, enrolments, grants). Learners receive none of them.
 */
import {
  accessGrantRowSchema,
  memberDeviceRowSchema,
  memberExerciseAttemptRowSchema,
  memberQuizKeyRowSchema,
  memberQuizResultRowSchema,
  memberReviewRowSchema,
  membershipRowSchema,
  orgEnrolmentRowSchema,
  personRowSchema,
} from '../staff';
import { defineTable } from './table';

export const peopleTable = defineTable({
  name: 'people',
  row: personRowSchema,
  indexes: ['role'],
  scope: { teacher: 'taught-batches', admin: 'organisation' },
});
export const memberDevicesTable = defineTable({ name: 'memberDevices', row: memberDeviceRowSchema, indexes: [], scope: { teacher: 'taught-batches' } });
export const memberQuizResultsTable = defineTable({
  name: 'memberQuizResults',
  row: memberQuizResultRowSchema,
  indexes: ['userId'],
  // Admins too (issue 17, item 7): the quiz-results screen over the whole organisation, offline like the teacher's.
  scope: { teacher: 'taught-batches', admin: 'organisation' },
});
/** The keys of the quiz versions those attempts were graded on (small: one row per quiz version). */
export const memberQuizKeysTable = defineTable({
  name: 'memberQuizKeys',
  row: memberQuizKeyRowSchema,
  indexes: ['quizId'],
  scope: { teacher: 'taught-batches', admin: 'organisation' },
});
export const memberExerciseAttemptsTable = defineTable({
  name: 'memberExerciseAttempts',
  row: memberExerciseAttemptRowSchema,
  indexes: ['userId', 'exerciseId'],
  scope: { teacher: 'taught-batches' },
});
export const memberReviewsTable = defineTable({
  name: 'memberReviews',
  row: memberReviewRowSchema,
  indexes: ['userId', 'deckId'],
  scope: { teacher: 'taught-batches' },
});
export const membershipsTable = defineTable({ name: 'memberships', row: membershipRowSchema, indexes: ['batchId', 'userId'], scope: { admin: 'organisation' } });
export const orgEnrolmentsTable = defineTable({
  name: 'orgEnrolments',
  row: orgEnrolmentRowSchema,
  indexes: ['userId', 'courseId', 'status'],
  scope: { admin: 'organisation' },
});
export const accessGrantsTable = defineTable({ name: 'accessGrants', row: accessGrantRowSchema, indexes: ['userId', 'courseId'], scope: { admin: 'organisation' } });

/** The staff tables, in answer order. */
export const staffTables = [
  peopleTable,
  memberDevicesTable,
  memberQuizKeysTable,
  memberQuizResultsTable,
  memberExerciseAttemptsTable,
  memberReviewsTable,
  membershipsTable,
  orgEnrolmentsTable,
  accessGrantsTable,
] as const;
/** The name of a staff table. */
export type StaffTableName = (typeof staffTables)[number]['name'];
