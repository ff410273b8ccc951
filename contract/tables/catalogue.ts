/** The catalogue's synced tables: courses (what the role may see), and modules and lessons of courses the caller may open. */
import { courseRowSchema, lessonRowSchema, moduleRowSchema } from '../catalogue';
import { defineTable } from './table';

export const coursesTable = defineTable({
  name: 'courses',
  row: courseRowSchema,
  indexes: ['title', 'category', 'assigned'],
  scope: { learner: 'organisation', teacher: 'organisation', admin: 'organisation' },
});
export const modulesTable = defineTable({
  name: 'modules',
  row: moduleRowSchema,
  indexes: ['courseId'],
  scope: { learner: 'openable-courses', teacher: 'openable-courses', admin: 'openable-courses' },
  scopeFields: { course: 'courseId' },
  sqlTable: 'course_modules',
});
export const lessonsTable = defineTable({
  name: 'lessons',
  row: lessonRowSchema,
  indexes: ['courseId', 'moduleId'],
  scope: { learner: 'openable-courses', teacher: 'openable-courses', admin: 'openable-courses' },
  scopeFields: { course: 'courseId' },
});
