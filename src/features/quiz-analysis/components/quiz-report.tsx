/** One quiz's report under the filters: figures, score distribution, item analysis and attempts, each table with its CSV export. */
import { Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { keepQuestionImagesOffline } from '@/data/question-images';
import { QuestionThumbnails } from '@/ui/question-images';
import type { QuizRow } from '@/data/db';
import { LOW_FACILITY, analyseQuiz } from '../item-analysis';
import { attemptColumns, attemptLines, fileNamePart, filterAttempts, itemColumns, type AttemptContext, type ResultsFilter } from '../report';
import type { QuizData } from '../data/quiz-results';
import { CsvTable } from './csv-table';
import { QuizSummary } from './quiz-summary';
import { ScoreChart } from './score-chart';
import { useTranslation } from 'react-i18next';
import { quizAnalysisNs } from '../messages/en';

interface QuizReportProps {
  quiz: QuizRow;
  data: QuizData;
  filter: ResultsFilter;
  context: Omit<AttemptContext, 'courseId'>;
}

/** The report of `quiz` over the attempts `filter` keeps. */
export function QuizReport({ quiz, data, filter, context }: QuizReportProps) {
  const { t } = useTranslation(quizAnalysisNs);
  const report = useMemo(() => {
    const withCourse = { ...context, courseId: quiz.courseId };
    const attempts = filterAttempts(data.attempts, filter, withCourse);
    return {
      analysis: analyseQuiz(data.questions, attempts),
      lines: attemptLines(attempts, withCourse),
      learners: new Set(attempts.map((attempt) => attempt.userId)).size,
    };
  }, [quiz.courseId, data, filter, context]);
  const imagesOf = useMemo(() => new Map(data.questions.map((q) => [q.id, q.images])), [data.questions]);
  const kindOf = useMemo(() => new Map(data.questions.map((q) => [q.id, q.kind])), [data.questions]);
  // The question images are course media: kept in the media cache while online, so the table shows them offline.
  const hasImages = data.questions.some((q) => q.images?.length);
  useEffect(() => {
    if (hasImages) void keepQuestionImagesOffline();
  }, [hasImages, data.quizId]);
  const name = fileNamePart(quiz.code || quiz.name);
  if (report.analysis.attempts === 0) {
    return <Text>{data.attempts.length === 0 ? t('report.nobody') : t('report.noMatch')}</Text>;
  }
  return (
    <Stack gap="lg">
      <QuizSummary analysis={report.analysis} learners={report.learners} />
      <ScoreChart bands={report.analysis.distribution} />
      <CsvTable
        title={t('report.items')}
        headingId="item-analysis"
        rows={report.analysis.items}
        columns={itemColumns}
        rowKey={(item) => item.questionId}
        fileName={`${name}-item-analysis.csv`}
        exportLabel={t('report.exportItems')}
        empty={<Text>{t('report.noQuestions')}</Text>}
        exportCell={(header, item) => (header === 'Flags' ? item.flags.map((flag) => t(`flags.${flag}`, { limit: LOW_FACILITY })).join('; ') : undefined)}
        renderCell={(header, item) =>
          header === 'Flags' && item.flags.length > 0 ? (
            <Text component="span" c="red.8" fw={600} fz="sm">
              {item.flags.map((flag) => t(`flags.${flag}`, { limit: LOW_FACILITY })).join('; ')}
            </Text>
          ) : header === 'Most chosen wrong answer' && kindOf.get(item.questionId) === 'truefalse' && (item.commonWrongAnswer === 'True' || item.commonWrongAnswer === 'False') ? (
            t(`trueFalse.${item.commonWrongAnswer}`)
          ) : header === 'Prompt' && imagesOf.get(item.questionId)?.length ? (
            <>
              {item.prompt}
              <QuestionThumbnails images={imagesOf.get(item.questionId)} />
            </>
          ) : undefined
        }
      />
      <Text size="sm" c="dimmed">
        {t('report.explained')}
      </Text>
      <CsvTable
        title={t('report.attempts')}
        headingId="quiz-attempts"
        rows={report.lines}
        columns={attemptColumns}
        rowKey={(line) => line.id}
        fileName={`${name}-attempts.csv`}
        exportLabel={t('report.exportAttempts')}
        empty={<Text>{t('report.noAttempts')}</Text>}
        searchLabel={t('report.search')}
        renderCell={(header, line) => (header === 'Result' ? (line.passed ? t('report.passed') : t('report.notPassed')) : undefined)}
        exportCell={(header, line) => (header === 'Result' ? (line.passed ? t('report.passed') : t('report.notPassed')) : undefined)}
      />
    </Stack>
  );
}
