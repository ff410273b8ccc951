/** The caller's own synced rows: lesson progress and enrolments. */
import { memberPackageAttemptRowSchema, packageAttemptRowSchema } from '../packages';
import { preferenceRowSchema } from '../profile';
import { enrolmentRowSchema, progressRowSchema } from '../progress';
import { defineTable } from './table';

export const progressTable = defineTable({
  name: 'progress',
  row: progressRowSchema,
  indexes: ['courseId', 'lessonId'],
  scope: { learner: 'own', teacher: 'own', admin: 'own' },
});
export const enrolmentsTable = defineTable({
  name: 'enrolments',
  row: enrolmentRowSchema,
  indexes: ['status'],
  scope: { learner: 'own', teacher: 'own', admin: 'own' },
});
/** The caller's interface language (issue 47's proof of the recipe), on their own devices only. */
export const preferencesTable = defineTable({
  name: 'preferences',
  row: preferenceRowSchema,
  indexes: [],
  scope: { learner: 'own', teacher: 'own', admin: 'own' },
  // Read from `user_preferences` by its declaration: one row per user, its id the user's.
  scopeFields: { user: 'id' },
  sqlTable: 'user_preferences',
  columns: { id: 'user_id' },
});

/** The caller's attempts at SCORM/H5P package items (issue 51), on their own devices; teachers and admins get them as `memberPackageAttempts`. */
export const packageAttemptsTable = defineTable({
  name: 'packageAttempts',
  row: packageAttemptRowSchema,
  indexes: ['lessonId'],
  scope: { learner: 'own', teacher: 'own', admin: 'own' },
});

/** The attempts of the members of a teacher's batches (in those batches' courses) and an admin's organisation, for the learner record (issue 51). */
export const memberPackageAttemptsTable = defineTable({
  name: 'memberPackageAttempts',
  row: memberPackageAttemptRowSchema,
  indexes: ['userId', 'lessonId'],
  scope: { teacher: 'taught-batches', admin: 'organisation' },
  dexie: 27,
});

/** The learner area's tables, in answer order (a new table of the area is added here, not in index.ts). */
export const learnerTables = [progressTable, enrolmentsTable, preferencesTable, packageAttemptsTable, memberPackageAttemptsTable] as const;
