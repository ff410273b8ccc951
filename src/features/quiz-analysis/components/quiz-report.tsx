/** One quiz's report under the filters: figures, score distribution, item analysis and attempts, each table with its CSV export. */
import { Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { keepQuestionImagesOffline } from '@/data/question-images';
import { QuestionThumbnails } from '@/ui/question-images';
import type { QuizRow } from '@/data/db';
import { analyseQuiz } from '../item-analysis';
import { attemptColumns, attemptLines, fileNamePart, filterAttempts, itemColumns, type AttemptContext, type ResultsFilter } from '../report';
import type { QuizData } from '../data/quiz-results';
import { CsvTable } from './csv-table';
import { QuizSummary } from './quiz-summary';
import { ScoreChart } from './score-chart';

interface QuizReportProps {
  quiz: QuizRow;
  data: QuizData;
  filter: ResultsFilter;
  context: Omit<AttemptContext, 'courseId'>;
}

/** The report of `quiz` over the attempts `filter` keeps. */
export function QuizReport({ quiz, data, filter, context }: QuizReportProps) {
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
  // The question images are course media: kept in the media cache while online, so the table shows them offline.
  const hasImages = data.questions.some((q) => q.images?.length);
  useEffect(() => {
    if (hasImages) void keepQuestionImagesOffline();
  }, [hasImages, data.quizId]);
  const name = fileNamePart(quiz.code || quiz.name);
  if (report.analysis.attempts === 0) {
    return <Text>{data.attempts.length === 0 ? 'Nobody has attempted this quiz yet.' : 'No attempts at this quiz match these filters.'}</Text>;
  }
  return (
    <Stack gap="lg">
      <QuizSummary analysis={report.analysis} learners={report.learners} />
      <ScoreChart bands={report.analysis.distribution} />
      <CsvTable
        title="Item analysis"
        headingId="item-analysis"
        rows={report.analysis.items}
        columns={itemColumns}
        rowKey={(item) => item.questionId}
        fileName={`${name}-item-analysis.csv`}
        exportLabel="Export item analysis (CSV)"
        empty={<Text>This quiz has no questions on this device.</Text>}
        renderCell={(header, item) =>
          header === 'Flags' && item.flags.length > 0 ? (
            <Text component="span" c="red.8" fw={600} fz="sm">
              {itemColumns.find((column) => column.header === 'Flags')!.value(item)}
            </Text>
          ) : header === 'Prompt' && imagesOf.get(item.questionId)?.length ? (
            <>
              {item.prompt}
              <QuestionThumbnails images={imagesOf.get(item.questionId)} />
            </>
          ) : undefined
        }
      />
      <Text size="sm" c="dimmed">
        Facility: the share of answers that were right. Discrimination: facility in the top third of attempts by score minus the bottom third (ties at a
        boundary join the group; none under 3 attempts). Flagged: facility under 0.3, or discrimination below 0.
      </Text>
      <CsvTable
        title="Attempts"
        headingId="quiz-attempts"
        rows={report.lines}
        columns={attemptColumns}
        rowKey={(line) => line.id}
        fileName={`${name}-attempts.csv`}
        exportLabel="Export attempts (CSV)"
        empty={<Text>No attempts.</Text>}
        searchLabel="Search attempts"
      />
    </Stack>
  );
}
