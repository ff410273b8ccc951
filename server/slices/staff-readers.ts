/** The staff tables' readers (issue 14, item 3), by name; learners' answers leave them out (contract/tables/staff.ts). */
import { memberExerciseAttemptsTable, memberQuizKeysTable, memberQuizResultsTable, memberReviewsTable } from './teaching/staff-readers';
import { accessGrantsTable, memberDevicesTable, membershipsTable, orgEnrolmentsTable, peopleTable } from './people/staff-readers';
import type { TableReader } from '../sync/tables/table';

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
