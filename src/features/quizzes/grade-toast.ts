/** The notification that a quiz attempt was graded (shown once per attempt, see `claimGradedNotice`). */
import type { QuizResultRowData } from '@contract/quizzes';
import { showToast } from '@/ui/toast';
import { claimGradedNotice } from './data/attempts';

/** Shows "graded" for `result` unless another screen already did. */
export async function announceGrade(result: QuizResultRowData, quizName: string | undefined): Promise<void> {
  if (!(await claimGradedNotice(result.id))) return;
  showToast({
    title: `${quizName ?? 'Your quiz'} is graded`,
    message: `You scored ${result.percent}% (pass mark ${result.passMark}%): ${result.passed ? 'passed' : 'not passed'}.`,
  });
}
