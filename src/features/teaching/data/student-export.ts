/**
 * The Batch students table's columns as the CSV export writes them (issue 16, item 3): the same
 * headers and rows as the table, numbers as numbers, dates as the table shows them.
 */
import type { CsvColumn } from '@/ui/csv';
import type { StudentRow } from './batch-rules';
import { shownDate } from '../components/format';

/** Why a learner is behind, as shown. */
export const behindText = (row: Pick<StudentRow, 'behind'>) =>
  row.behind === 'inactive' ? 'No recent activity' : row.behind === 'under-median' ? 'Under the batch median' : '';

/** The export's columns, in the table's order. */
export const studentCsvColumns: readonly CsvColumn<StudentRow>[] = [
  { header: 'Learner', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Batch', value: (r) => r.batchName },
  { header: 'Progress %', value: (r) => r.progress },
  { header: 'Lessons completed', value: (r) => r.lessonsCompleted },
  { header: 'Last active', value: (r) => shownDate(r.lastActiveAt) },
  { header: 'Quizzes passed', value: (r) => r.quizzesPassed },
  { header: 'Quizzes attempted', value: (r) => r.quizzesAttempted },
  { header: 'Average score %', value: (r) => r.averageScore },
  { header: 'Flashcards due', value: (r) => r.flashcardsDue },
  { header: 'Device last synced', value: (r) => shownDate(r.lastPulledAt) },
  { header: 'Behind', value: (r) => behindText(r) },
];
