/** The staff tables of pull (issue 14, item 3), in answer order; learners' answers leave them out. */
import { memberExerciseAttemptsTable, memberQuizResultsTable, memberReviewsTable } from './staff-activity';
import { accessGrantsTable, memberDevicesTable, membershipsTable, orgEnrolmentsTable, peopleTable } from './staff-people';
import type { PullTable } from './table';

export const staffPullTables: readonly PullTable[] = [
  peopleTable,
  memberDevicesTable,
  memberQuizResultsTable,
  memberExerciseAttemptsTable,
  memberReviewsTable,
  membershipsTable,
  orgEnrolmentsTable,
  accessGrantsTable,
];
