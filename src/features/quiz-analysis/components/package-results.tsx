/**
 * The package results tab (issue 51): per SCORM/H5P lesson of the courses in view, one row per
 * learner (and part) with status, score, time and interactions, a chart of the statuses and a CSV
 * export of exactly the rows shown, from the synced `memberPackageAttempts`. `data-ready="true"`
 * once the chosen lesson's rows have rendered.
 */
import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoader } from '@/ui/delayed-loader';
import { usePackageAttempts, usePackageLessons } from '../data/package-results';
import type { ResultsScope } from '../data/quiz-results';
import { packageColumns, packageLines, statusCounts, type PackageLesson, type PackageLine } from '../package-report';
import { fileNamePart } from '../report';
import { quizAnalysisNs } from '../messages/en';
import { CountChart } from './count-chart';
import { CsvTable } from './csv-table';
import { ResultsFilters, type FilterState } from './results-filters';

const NO_FILTER: FilterState = { courseId: null, batchId: null, itemId: null, from: null, to: null };

/** The tab's filters and the chosen lesson's report; `wholeOrganisation` for the admin's. */
export function PackageResults({ scope, wholeOrganisation }: { scope: ResultsScope; wholeOrganisation: boolean }) {
  const { t } = useTranslation(quizAnalysisNs);
  const [filter, setFilter] = useState<FilterState>(NO_FILTER);
  const taught = useMemo(() => (wholeOrganisation ? null : [...new Set(scope.batches.map((batch) => batch.courseId))].sort()), [wholeOrganisation, scope.batches]);
  const lessons = usePackageLessons(taught, scope.courseTitles);
  const batchCourse = scope.batches.find((batch) => batch.id === filter.batchId)?.courseId ?? null;
  const inView = (lessons ?? []).filter((l) => (filter.courseId === null || l.courseId === filter.courseId) && (batchCourse === null || l.courseId === batchCourse));
  const lesson = inView.find((l) => l.id === filter.itemId) ?? inView[0] ?? null;
  const data = usePackageAttempts(lessons === undefined ? null : (lesson?.id ?? null));
  const loaded = lessons !== undefined && data !== undefined && data.lessonId === (lesson?.id ?? null);
  const items = useMemo(() => (lessons ?? []).map((l) => ({ id: l.id, courseId: l.courseId, label: `${l.title} (${scope.courseTitles.get(l.courseId) ?? ''})` })), [lessons, scope.courseTitles]);

  if (lessons === undefined) return <DelayedLoader label={t('packages.loading')} />;
  return (
    <Stack gap="md" data-ready={loaded ? 'true' : undefined}>
      {lessons.length === 0 ? (
        <Text>{wholeOrganisation ? t('packages.noneInOrganisation') : scope.batches.length === 0 ? t('noBatch') : t('packages.noneInBatches')}</Text>
      ) : (
        <>
          <ResultsFilters
            value={{ ...filter, itemId: lesson?.id ?? null }}
            onChange={setFilter}
            batches={scope.batches}
            items={items}
            itemTexts={{ label: t('packages.package'), choose: t('packages.choose'), none: t('packages.none') }}
            courseTitles={scope.courseTitles}
            byCourse={wholeOrganisation}
            dates={false}
          />
          {lesson === null ? (
            <Text>{t('packages.noMatch')}</Text>
          ) : !loaded ? (
            <DelayedLoader label={t('packages.loading')} />
          ) : (
            <PackageReport lesson={lesson} lines={packageLines(lesson, data.attempts, filter.batchId, scope)} />
          )}
        </>
      )}
    </Stack>
  );
}

/** The chart and table of one lesson's `lines`. */
function PackageReport({ lesson, lines }: { lesson: PackageLesson; lines: PackageLine[] }) {
  const { t } = useTranslation(quizAnalysisNs);
  const counts = statusCounts(lines);
  const columns = useMemo(() => packageColumns(lines.some((line) => line.part !== '')), [lines]);
  const statusText = (header: string, line: PackageLine) => (header === 'Status' ? t(`packageStatus.${line.status}`) : undefined);
  if (lines.length === 0) return <Text>{t('packages.nobody')}</Text>;
  return (
    <Stack gap="lg">
      <CountChart
        headingId="package-statuses"
        title={t('packages.chart')}
        described={t('packages.described', { counts: counts.map((c) => `${t(`packageStatus.${c.status}`)}: ${c.count}`).join(', ') })}
        data={counts.map((c) => ({ status: t(`packageStatus.${c.status}`), rows: c.count }))}
        dataKey="status"
        count={{ key: 'rows', label: t('packages.rows') }}
        xAxisLabel={t('columns.Status')}
      />
      <CsvTable
        title={t('packages.table')}
        headingId="package-lines"
        rows={lines}
        columns={columns}
        rowKey={(line) => line.id}
        fileName={`${fileNamePart(lesson.title)}-package-results.csv`}
        exportLabel={t('packages.export')}
        empty={<Text>{t('packages.nobody')}</Text>}
        searchLabel={t('packages.search')}
        renderCell={statusText}
        exportCell={statusText}
      />
    </Stack>
  );
}
