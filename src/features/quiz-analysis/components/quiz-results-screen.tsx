/**
 * /teacher-dashboard/quiz-results and /admin-dashboard/quiz-results: per quiz of the teacher's
 * batches (admin: of the organisation), filtered by course (admin), batch and dates, from the local
 * database only. `data-ready="true"` once the chosen quiz's local data has rendered.
 */
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useQuizData, useResultsScope } from '../data/quiz-results';
import { QuizReport } from './quiz-report';
import { ResultsFilters, type FilterState } from './results-filters';
import { useTranslation } from 'react-i18next';
import { quizAnalysisNs } from '../messages/en';

const NO_FILTER: FilterState = { courseId: null, batchId: null, quizId: null, from: null, to: null };

/** The quiz results screen; `wholeOrganisation` for the admin's mount. */
export function QuizResultsScreen({ wholeOrganisation }: { wholeOrganisation: boolean }) {
  const { t } = useTranslation(quizAnalysisNs);
  const scope = useResultsScope(wholeOrganisation);
  const [filter, setFilter] = useState<FilterState>(NO_FILTER);
  const batchCourse = scope?.batches.find((batch) => batch.id === filter.batchId)?.courseId ?? null;
  const inView = (scope?.quizzes ?? []).filter((quiz) => (filter.courseId === null || quiz.courseId === filter.courseId)
    && (batchCourse === null || quiz.courseId === batchCourse));
  const quiz = inView.find((q) => q.id === filter.quizId) ?? inView[0] ?? null;
  const data = useQuizData(scope === undefined ? null : (quiz?.id ?? null));
  const context = useMemo(() => (scope ? { batches: scope.batches, members: scope.members, people: scope.people } : null), [scope]);
  const loaded = scope !== undefined && context !== null && (quiz === null || data?.quizId === quiz.id);
  const reportFilter = useMemo(() => ({ batchId: filter.batchId, from: filter.from, to: filter.to }), [filter.batchId, filter.from, filter.to]);

  return (
    <Stack gap="md" data-ready={loaded ? 'true' : undefined}>
      <Title order={1}>{t('title')}</Title>
      {scope === undefined || context === null ? (
        <DelayedLoader label={t('loading')} />
      ) : (
        <>
          <AsOf at={scope.lastSyncedAt} />
          {scope.quizzes.length === 0 ? (
            <Text>
              {wholeOrganisation
                ? t('noneInOrganisation')
                : scope.batches.length === 0
                  ? t('noBatch')
                  : t('noneInBatches')}
            </Text>
          ) : (
            <>
              <ResultsFilters
                value={{ ...filter, quizId: quiz?.id ?? null }}
                onChange={setFilter}
                batches={scope.batches}
                quizzes={scope.quizzes}
                courseTitles={scope.courseTitles}
                byCourse={wholeOrganisation}
              />
              {quiz === null ? (
                <Text>{t('noMatch')}</Text>
              ) : data?.quizId !== quiz.id ? (
                <DelayedLoader label={t('loadingAttempts')} />
              ) : (
                <QuizReport quiz={quiz} data={data} filter={reportFilter} context={context} />
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
