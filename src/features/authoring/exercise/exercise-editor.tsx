/**
 * The exercise editor (issue 18, item 5): every edit is saved on the device as it is typed (a draft,
 * synced to the organisation's staff) over the published version it started from; publish makes the
 * next version online. Used by /create-exercise (a new id) and /exercises/$exerciseId.
 */
import { Button, Group } from '@mantine/core';
import { exerciseItemKinds } from '@contract/exercise-check';
import { fetchExercise } from './exercise-api';
import { contentOf, differences, EMPTY_EXERCISE, newItem } from './exercise-content';
import { ExerciseSettings } from './exercise-settings';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { ItemList } from './item-list';
import { usePublish } from './use-publish';
import { EditorLoading } from '../shared/editor-loading';
import { EditorShell } from '../shared/editor-shell';
import { useAuthoringBase } from '../shared/use-authoring-base';

/** The editor of exercise `exerciseId`. */
export function ExerciseEditor({ exerciseId }: { exerciseId: string }) {
  const { t } = useTranslation(authoringNs);
  const { base, published, draft, content, baseVersion, ready, set, afterPublish, takeServer, keepMine } = useAuthoringBase({
    kind: 'exercise', id: exerciseId, fetchVersion: fetchExercise, contentOf, empty: EMPTY_EXERCISE,
  });
  const publish = usePublish(exerciseId, draft, baseVersion, content, (version) => afterPublish(version, content.title));

  if (!ready) return <EditorLoading label={t('exercise.loading')} />;

  return (
    <EditorShell
      kind="exercise"
      list="items"
      header={{ title: content.title.trim() || (published ? t('exercise.edit') : t('exercise.new')), published, draft, unreachable: base.state === 'unreachable' }}
      settingsTitle={t('shared.settings')}
      settings={<ExerciseSettings content={content} set={set} />}
      listTitle={t('shared.questionsCount', { n: content.items.length })}
      listActions={
        <Group gap="xs" role="group" aria-label={t('quiz.addQuestion')}>
          {exerciseItemKinds.map((kind) => (
            <Button key={kind} variant="default" size="xs" onClick={() => set('items', [...content.items, newItem(kind)])}>
              {t('shared.addLabel', { label: t(`itemKinds.${kind}`).toLowerCase() })}
            </Button>
          ))}
        </Group>
      }
      draft={draft}
      publish={publish}
      successText={t('exercise.publishedText')}
      diffs={publish.state.step === 'stale' ? differences(content, publish.state.server.content) : []}
      keepMine={keepMine}
      takeServer={takeServer}
    >
      <ItemList items={content.items} onChange={(items) => set('items', items)} />
    </EditorShell>
  );
}
