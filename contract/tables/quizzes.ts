/** Quiz tables: quizzes and questions (no answer keys) of openable courses, and the caller's own graded attempts. */
import { quizQuestionRowSchema, quizResultRowSchema, quizRowSchema } from '../quizzes';
import { defineTable } from './table';

export const quizzesTable = defineTable({
  name: 'quizzes',
  row: quizRowSchema,
  indexes: ['courseId'],
  scope: { learner: 'openable-courses', teacher: 'openable-courses', admin: 'openable-courses' },
});
export const quizQuestionsTable = defineTable({
  name: 'quizQuestions',
  row: quizQuestionRowSchema,
  indexes: ['quizId'],
  scope: { learner: 'openable-courses', teacher: 'openable-courses', admin: 'openable-courses' },
});
export const quizResultsTable = defineTable({
  name: 'quizResults',
  row: quizResultRowSchema,
  indexes: ['quizId', 'userId'],
  scope: { learner: 'own', teacher: 'own', admin: 'own' },
});
