/**
 * The publish flow: send what is saved, check the content, ask about attempts (with the regrade
 * summary) when the quiz has some, publish; a stale base comes back as the server's version to compare.
 */
import { quizContentSchema, type AttemptPolicy, type PublishQuizResponse, type QuizContent, type QuizVersion, type RegradeSummary } from '@contract/quiz-authoring';
import type { Draft } from '@/data/drafts';
import { publishOffline } from '../shared/publish-state';
import { i18n } from '@/i18n/i18n';
import { authoringNs } from '../messages/en';
import { usePublishFlow } from '../shared/use-publish-flow';
import { contractIssueWords } from '../shared/contract-words';
import { previewRegrade, publishQuiz } from './quiz-api';

/** The problems of `content` in words (empty: it can be published). */
export function contentProblems(content: QuizContent): string[] {
  const parsed = quizContentSchema.safeParse(content);
  if (parsed.success) return content.questions.length ? [] : [i18n.getFixedT(null, authoringNs)('diff.oneQuestion')];
  return parsed.error.issues.map((issue) => {
    const [first, index] = issue.path;
    const problem = contractIssueWords(issue);
    return first === 'questions' && typeof index === 'number' ? i18n.getFixedT(null, authoringNs)('diff.questionProblem', { number: index + 1, problem }) : problem;
  });
}

/** Publishing `content` of quiz `quizId` over `baseVersion`; `onPublished` runs after a publish. */
export function usePublish(quizId: string, draft: Draft, baseVersion: number | null, content: QuizContent, onPublished: (version: number) => Promise<void>) {
  const flow = usePublishFlow<QuizVersion, PublishQuizResponse, { regraded: number }, { step: 'attempts'; summary: RegradeSummary }>(onPublished, ({ regraded }) => ({ regraded }));
  const send = (policy?: AttemptPolicy) => flow.send(() => publishQuiz(quizId, baseVersion, content, policy));

  async function start() {
    const problems = contentProblems(content);
    if (problems.length) return flow.setState({ step: 'invalid', problems });
    // Publishing from the click on: the draft's pending saves (a 'Keep mine' among them) are queued first.
    flow.setState({ step: 'working' });
    await draft.flush();
    if (baseVersion === null) return send();
    flow.setState({ step: 'working' });
    try {
      const summary = await previewRegrade(quizId, content);
      if (summary.attempts > 0) return flow.setState({ step: 'attempts', summary });
      return send();
    } catch {
      flow.setState({ step: 'refused', message: publishOffline() });
    }
  }

  return { state: flow.state, start, send, reset: flow.reset };
}
