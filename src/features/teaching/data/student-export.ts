/**
 * The Batch students table's columns as the CSV export writes them (issue 16, item 3): the same
 * headers and rows as the table, numbers as numbers, dates as the table shows them.
 */
import type { CsvColumn } from '@/ui/csv';
import type { StudentRow } from './batch-rules';
import { i18n } from '@/i18n/i18n';
import { shownDate } from '../components/format';
import { teachingNs, type Messages } from '../messages/en';

const t = () => i18n.getFixedT(null, teachingNs);

/** Why a learner is behind, as shown in the language shown. */
export const behindText = (row: Pick<StudentRow, 'behind'>) =>
  row.behind === 'inactive' ? t()('behind.inactive') : row.behind === 'under-median' ? t()('behind.underMedian') : '';

/** A column of the export whose header is read, in the language shown, when the export is written. */
const csvColumn = (key: keyof Messages['columns'], value: CsvColumn<StudentRow>['value']): CsvColumn<StudentRow> => ({
  get header() {
    return t()(`columns.${key}`);
  },
  value,
});

/** The export's columns, in the table's order. */
export const studentCsvColumns: readonly CsvColumn<StudentRow>[] = [
  csvColumn('learner', (r) => r.name),
  csvColumn('email', (r) => r.email),
  csvColumn('batch', (r) => r.batchName),
  csvColumn('progress', (r) => r.progress),
  csvColumn('lessonsCompleted', (r) => r.lessonsCompleted),
  csvColumn('lastActive', (r) => shownDate(r.lastActiveAt)),
  csvColumn('quizzesPassed', (r) => r.quizzesPassed),
  csvColumn('quizzesAttempted', (r) => r.quizzesAttempted),
  csvColumn('averageScore', (r) => r.averageScore),
  csvColumn('flashcardsDue', (r) => r.flashcardsDue),
  csvColumn('deviceSynced', (r) => shownDate(r.lastPulledAt)),
  csvColumn('behind', (r) => behindText(r)),
];
