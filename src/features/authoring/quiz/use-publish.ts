/**
 * The publish flow: send what is saved, check the content, ask about attempts (with the regrade
 * summary) when the quiz has some, publish; a stale base comes back as the server's version to compare.
 */
import { useState } from 'react';
import { quizContentSchema, type AttemptPolicy, type QuizContent, type QuizVersion, type RegradeSummary } from '@contract/quiz-authoring';
import type { Draft } from '@/data/drafts';
import { PUBLISH_OFFLINE, type PublishState } from '../shared/publish-state';
import { previewRegrade, publishQuiz } from './quiz-api';

/** Where publishing a quiz stands: the shared steps, and the question about attempts. */
type QuizPublishState = PublishState<QuizVersion, { regraded: number }> | { step: 'attempts'; summary: RegradeSummary };

/** The problems of `content` in words (empty: it can be published). */
export function contentProblems(content: QuizContent): string[] {
  const parsed = quizContentSchema.safeParse(content);
  if (parsed.success) return content.questions.length ? [] : ['Add at least one question.'];
  return parsed.error.issues.map((issue) => {
    const [first, index] = issue.path;
    return first === 'questions' && typeof index === 'number' ? `Question ${index + 1}: ${issue.message}` : issue.message;
  });
}

/** Publishing `content` of quiz `quizId` over `baseVersion`; `onPublished` runs after a publish. */
export function usePublish(quizId: string, draft: Draft, baseVersion: number | null, content: QuizContent, onPublished: (version: number) => Promise<void>) {
  const [state, setState] = useState<QuizPublishState>({ step: 'idle' });

  async function send(policy?: AttemptPolicy) {
    setState({ step: 'working' });
    try {
      const outcome = await publishQuiz(quizId, baseVersion, content, policy);
      if (outcome.kind === 'published') {
        await onPublished(outcome.result.version);
        setState({ step: 'published', version: outcome.result.version, regraded: outcome.result.regraded });
      } else if (outcome.kind === 'stale') setState({ step: 'stale', server: outcome.server });
      else setState({ step: 'refused', message: outcome.message });
    } catch {
      setState({ step: 'refused', message: PUBLISH_OFFLINE });
    }
  }

  async function start() {
    const problems = contentProblems(content);
    if (problems.length) return setState({ step: 'invalid', problems });
    await draft.flush();
    if (baseVersion === null) return send();
    setState({ step: 'working' });
    try {
      const summary = await previewRegrade(quizId, content);
      if (summary.attempts > 0) return setState({ step: 'attempts', summary });
      return send();
    } catch {
      setState({ step: 'refused', message: PUBLISH_OFFLINE });
    }
  }

  return { state, start, send, reset: () => setState({ step: 'idle' }) };
}
