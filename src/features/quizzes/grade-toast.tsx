/** The notification that a quiz attempt was graded (shown once per attempt, see `claimGradedNotice`), with a link to its result. */
import { Anchor, Text } from '@mantine/core';
import type { QuizResultRowData } from '@contract/quizzes';
import { showToast } from '@/ui/toast';
import { claimGradedNotice } from './data/attempts';
import { i18n } from '@/i18n/i18n';
import { quizzesNs } from './messages/en';

/**
 * Shows "graded" for `result` unless another screen already did. `openResult` (given where the
 * learner is elsewhere) adds 'See the result', which opens `/quiz-result?attempt=`.
 */
export async function announceGrade(result: QuizResultRowData, quizName: string | undefined, openResult?: (attemptId: string) => void): Promise<void> {
  if (!(await claimGradedNotice(result.id))) return;
  const t = i18n.getFixedT(null, quizzesNs);
  const summary = t(result.passed ? 'graded.passed' : 'graded.notPassed', { percent: result.percent, passMark: result.passMark });
  showToast({
    title: t('graded.title', { name: quizName ?? t('graded.yourQuiz') }),
    autoClose: openResult ? 10_000 : undefined,
    message: openResult ? (
      <Text size="sm" span>
        {summary}{' '}
        <Anchor
          size="sm"
          href={`/quiz-result?attempt=${encodeURIComponent(result.id)}`}
          onClick={(event) => {
            event.preventDefault();
            openResult(result.id);
          }}
        >
          {t('graded.seeResult')}
        </Anchor>
      </Text>
    ) : (
      summary
    ),
  });
}
