/** The caller's own synced rows: lesson progress and enrolments. */
import { packageAttemptRowSchema } from '../packages';
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

/** The caller's attempts at SCORM/H5P package items (issue 51), on their own devices; teachers read them by REST. */
export const packageAttemptsTable = defineTable({
  name: 'packageAttempts',
  row: packageAttemptRowSchema,
  indexes: ['lessonId'],
  scope: { learner: 'own', teacher: 'own', admin: 'own' },
});

/** The learner area's tables, in answer order (a new table of the area is added here, not in index.ts). */
export const learnerTables = [progressTable, enrolmentsTable, preferencesTable, packageAttemptsTable] as const;
