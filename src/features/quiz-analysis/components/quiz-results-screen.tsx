/**
 * /teacher-dashboard/quiz-results and /admin-dashboard/quiz-results: per quiz of the teacher's
 * batches (admin: of the organisation), filtered by course (admin), batch and dates, and in a second
 * tab per SCORM/H5P package lesson (package-results.tsx), from the local database only.
 * `data-ready="true"` once the open tab's chosen quiz or package has rendered its local data.
 */
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useQuizData, useResultsScope, type ResultsScope } from '../data/quiz-results';
import { PackageResults } from './package-results';
import { QuizReport } from './quiz-report';
import { ResultsFilters, type FilterState } from './results-filters';
import { useTranslation } from 'react-i18next';
import { quizAnalysisNs } from '../messages/en';

const NO_FILTER: FilterState = { courseId: null, batchId: null, itemId: null, from: null, to: null };

/** The results screen; `wholeOrganisation` for the admin's mount. */
export function QuizResultsScreen({ wholeOrganisation }: { wholeOrganisation: boolean }) {
  const { t } = useTranslation(quizAnalysisNs);
  const scope = useResultsScope(wholeOrganisation);
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      {scope === undefined ? (
        <DelayedLoader label={t('loading')} />
      ) : (
        <>
          <AsOf at={scope.lastSyncedAt} />
          <Tabs defaultValue="quizzes" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="quizzes">{t('tabs.quizzes')}</Tabs.Tab>
              <Tabs.Tab value="packages">{t('tabs.packages')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="quizzes" pt="md">
              <QuizResults scope={scope} wholeOrganisation={wholeOrganisation} />
            </Tabs.Panel>
            <Tabs.Panel value="packages" pt="md">
              <PackageResults scope={scope} wholeOrganisation={wholeOrganisation} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}

/** The quizzes tab: the filters and the chosen quiz's report. */
function QuizResults({ scope, wholeOrganisation }: { scope: ResultsScope; wholeOrganisation: boolean }) {
  const { t } = useTranslation(quizAnalysisNs);
  const [filter, setFilter] = useState<FilterState>(NO_FILTER);
  const batchCourse = scope.batches.find((batch) => batch.id === filter.batchId)?.courseId ?? null;
  const inView = scope.quizzes.filter((quiz) => (filter.courseId === null || quiz.courseId === filter.courseId)
    && (batchCourse === null || quiz.courseId === batchCourse));
  const quiz = inView.find((q) => q.id === filter.itemId) ?? inView[0] ?? null;
  const data = useQuizData(quiz?.id ?? null);
  const context = useMemo(() => ({ batches: scope.batches, members: scope.members, people: scope.people }), [scope]);
  const items = useMemo(() => scope.quizzes.map((q) => ({ id: q.id, courseId: q.courseId, label: `${q.name} (${scope.courseTitles.get(q.courseId) ?? q.code})` })), [scope]);
  const loaded = quiz === null || data?.quizId === quiz.id;
  const reportFilter = useMemo(() => ({ batchId: filter.batchId, from: filter.from, to: filter.to }), [filter.batchId, filter.from, filter.to]);

  return (
    <Stack gap="md" data-ready={loaded ? 'true' : undefined}>
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
            value={{ ...filter, itemId: quiz?.id ?? null }}
            onChange={setFilter}
            batches={scope.batches}
            items={items}
            itemTexts={{ label: t('filters.quiz'), choose: t('filters.chooseQuiz'), none: t('filters.noQuizzes') }}
            courseTitles={scope.courseTitles}
            byCourse={wholeOrganisation}
            dates
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
    </Stack>
  );
}
