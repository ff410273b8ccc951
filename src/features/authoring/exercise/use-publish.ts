/** The exercise publish flow: check the content, send what is saved, publish; a stale base comes back as the server's version to compare. */
import type { ExerciseContent, ExerciseVersion, PublishExerciseResponse } from '@contract/exercise-authoring';
import type { Draft } from '@/data/drafts';
import { usePublishFlow } from '../shared/use-publish-flow';
import { publishExercise } from './exercise-api';
import { contentProblems } from './exercise-content';

/** Publishing `content` of exercise `exerciseId` over `baseVersion`; `onPublished` runs after a publish. */
export function usePublish(exerciseId: string, draft: Draft, baseVersion: number | null, content: ExerciseContent, onPublished: (version: number) => Promise<void>) {
  const flow = usePublishFlow<ExerciseVersion, PublishExerciseResponse>(onPublished, () => ({}));

  async function start() {
    const problems = contentProblems(content);
    if (problems.length) return flow.setState({ step: 'invalid', problems });
    // Publishing from the click on: the draft's pending saves (a 'Keep mine' among them) are queued first.
    flow.setState({ step: 'working' });
    await draft.flush();
    await flow.send(() => publishExercise(exerciseId, baseVersion, content));
  }

  return { state: flow.state, start, reset: flow.reset };
}
