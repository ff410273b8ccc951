/** The exercise publish flow: check the content, send what is saved, publish; a stale base comes back as the server's version to compare. */
import { useState } from 'react';
import type { ExerciseContent, ExerciseVersion } from '@contract/exercise-authoring';
import type { Draft } from '@/data/drafts';
import { publishExercise } from './exercise-api';
import { contentProblems } from './exercise-content';
import { PUBLISH_OFFLINE, type PublishState } from '../shared/publish-state';


/** Publishing `content` of exercise `exerciseId` over `baseVersion`; `onPublished` runs after a publish. */
export function usePublish(exerciseId: string, draft: Draft, baseVersion: number | null, content: ExerciseContent, onPublished: (version: number) => Promise<void>) {
  const [state, setState] = useState<PublishState<ExerciseVersion>>({ step: 'idle' });

  async function start() {
    const problems = contentProblems(content);
    if (problems.length) return setState({ step: 'invalid', problems });
    await draft.flush();
    setState({ step: 'working' });
    try {
      const outcome = await publishExercise(exerciseId, baseVersion, content);
      if (outcome.kind === 'published') {
        await onPublished(outcome.result.version);
        setState({ step: 'published', version: outcome.result.version });
      } else if (outcome.kind === 'stale') setState({ step: 'stale', server: outcome.server });
      else setState({ step: 'refused', message: outcome.message });
    } catch {
      setState({ step: 'refused', message: PUBLISH_OFFLINE });
    }
  }

  return { state, start, reset: () => setState({ step: 'idle' }) };
}
