/** The staff tables' readers (issue 14, item 3), by name; learners' answers leave them out (contract/tables/staff.ts). */
import { memberExerciseAttemptsTable, memberQuizKeysTable, memberQuizResultsTable, memberReviewsTable } from './staff-activity';
import { accessGrantsTable, memberDevicesTable, membershipsTable, orgEnrolmentsTable, peopleTable } from './staff-people';
import type { TableReader } from './table';

export const staffReaders = {
  people: peopleTable,
  memberDevices: memberDevicesTable,
  memberQuizKeys: memberQuizKeysTable,
  memberQuizResults: memberQuizResultsTable,
  memberExerciseAttempts: memberExerciseAttemptsTable,
  memberReviews: memberReviewsTable,
  memberships: membershipsTable,
  orgEnrolments: orgEnrolmentsTable,
  accessGrants: accessGrantsTable,
} as const satisfies Record<string, TableReader>;
