/** Teaching tables (issue 16): feedback on quiz attempts and quiz extensions; a learner gets their own, a teacher their batches'. */
import { quizExtensionRowSchema, quizFeedbackRowSchema } from '../teaching';
import { defineTable } from './table';

export const quizFeedbackTable = defineTable({
  name: 'quizFeedback',
  row: quizFeedbackRowSchema,
  indexes: ['attemptId', 'userId'],
  // A teacher's own (as a learner) and their members'.
  scope: { learner: 'own', teacher: ['own', 'taught-batches'], admin: 'organisation' },
});
export const quizExtensionsTable = defineTable({
  name: 'quizExtensions',
  row: quizExtensionRowSchema,
  indexes: ['quizId', 'userId'],
  // A teacher's own (as a learner) and their members'.
  scope: { learner: 'own', teacher: ['own', 'taught-batches'], admin: 'organisation' },
});

export const teachingTables = [quizFeedbackTable, quizExtensionsTable] as const;
