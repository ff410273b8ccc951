/**
 * The exercise editor (issue 18, item 5): every edit is saved on the device as it is typed (a draft,
 * synced to the organisation's staff) over the published version it started from; publish makes the
 * next version online. Used by /create-exercise (a new id) and /exercises/$exerciseId.
 */
import '@mantine/core/styles/Paper.css';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { exerciseItemKinds } from '@contract/exercise-check';
import { fetchExercise } from './exercise-api';
import { contentOf, differences, EMPTY_EXERCISE, newItem } from './exercise-content';
import { ExerciseSettings } from './exercise-settings';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { ItemList } from './item-list';
import { usePublish } from './use-publish';
import { EditorFooter } from '../shared/editor-footer';
import { EditorHeader } from '../shared/editor-header';
import { EditorLoading } from '../shared/editor-loading';
import { PublishFeedback } from '../shared/publish-feedback';
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
    <Stack gap="lg" maw={960} data-ready="true">
      <EditorHeader title={content.title.trim() || (published ? t('exercise.edit') : t('exercise.new'))} published={published} draft={draft} unreachable={base.state === 'unreachable'} />
      <Paper withBorder p="md" component="section" aria-labelledby="exercise-settings-title">
        <Title order={2} size="h3" id="exercise-settings-title" mb="sm">
          {t('shared.settings')}
        </Title>
        <ExerciseSettings content={content} set={set} />
      </Paper>
      <section aria-labelledby="exercise-items-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="exercise-items-title">
            {t('shared.questionsCount', { n: content.items.length })}
          </Title>
          <Group gap="xs" role="group" aria-label={t('quiz.addQuestion')}>
            {exerciseItemKinds.map((kind) => (
              <Button key={kind} variant="default" size="xs" onClick={() => set('items', [...content.items, newItem(kind)])}>
                {t('shared.addLabel', { label: t(`itemKinds.${kind}`).toLowerCase() })}
              </Button>
            ))}
          </Group>
        </Group>
        <ItemList items={content.items} onChange={(items) => set('items', items)} />
      </section>
      <PublishFeedback
        state={publish.state}
        successText={t('exercise.publishedText')}
        diffs={publish.state.step === 'stale' ? differences(content, publish.state.server.content) : []}
        onKeepMine={(server) => {
          // Closed first: a Publish clicked while the draft is rebased waits for it, and no later reset hides that publish.
          publish.reset();
          void keepMine(server);
        }}
        onTakeServer={(server) => void takeServer(server).then(publish.reset)}
        onClose={publish.reset}
      />
      <EditorFooter draft={draft} publishing={publish.state.step === 'working'} onPublish={() => void publish.start()} />
    </Stack>
  );
}
