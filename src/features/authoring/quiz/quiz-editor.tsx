/**
 * The quiz editor (issue 18, items 1–3): every edit is saved on the device as it is typed (a draft,
 * synced to the organisation's staff), the published version it started from underneath; publish
 * makes the next version online. Used by /create-quiz (a new id) and /quizess/$quizId.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import type { JsonValue } from '@contract/drafts';
import type { QuizContent, QuizVersion } from '@contract/quiz-authoring';
import { questionKinds } from '@contract/quizzes';
import { useDraft } from '@/data/drafts';
import { showToast } from '@/ui/toast';
import { AttemptsDialog } from './publish-dialogs';
import { KIND_LABELS } from './question-editor';
import { QuestionList } from './question-list';
import { fetchCurrentVersion } from './quiz-api';
import { contentOf, differences, EMPTY_QUIZ, newQuestion } from './quiz-content';
import { QuizPreview, type LearnerStep } from './quiz-preview';
import { QuizSettings } from './quiz-settings';
import { usePublish } from './use-publish';
import { ImportQuestions } from './import-questions';
import { PublishFeedback } from '../shared/publish-feedback';

/** What a published quiz means for learners. */
const quizPublishedText = (regraded: number) =>
  regraded ? `${regraded} attempts were regraded.` : 'Learners receive it with their next sync; an attempt in progress keeps its version.';

type Base = { state: 'loading' } | { state: 'loaded'; version: QuizVersion | null } | { state: 'unreachable' };

function useBase(quizId: string): [Base, (version: QuizVersion | null) => void] {
  const [base, setBase] = useState<Base>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    fetchCurrentVersion(quizId).then(
      (version) => live && setBase({ state: 'loaded', version }),
      () => live && setBase({ state: 'unreachable' }),
    );
    return () => {
      live = false;
    };
  }, [quizId]);
  return [base, (version) => setBase({ state: 'loaded', version })];
}

/** The editor of quiz `quizId`; `learnerStep` is the learner's question screen, for the preview. */
export function QuizEditor({ quizId, learnerStep }: { quizId: string; learnerStep: LearnerStep }) {
  const [base, setBase] = useBase(quizId);
  const published = base.state === 'loaded' ? base.version : null;
  const draft = useDraft('quiz', quizId, published?.version ?? null);
  const content = contentOf(published?.content ?? EMPTY_QUIZ, draft.fields);
  const [previewing, setPreviewing] = useState(false);
  const set = <K extends keyof QuizContent>(field: K, value: QuizContent[K]) => void draft.saveField(field, value as JsonValue);
  const publish = usePublish(quizId, draft, content, async (version) => {
    await draft.discard();
    setBase(await fetchCurrentVersion(quizId).catch(() => null));
    showToast({ color: 'green', title: 'Published', message: `Version ${version} of ${content.name} is published.` });
  });

  const ready = draft.loaded && base.state !== 'loading';
  if (!ready) {
    return (
      <Center p="xl" data-ready="false">
        <Loader aria-label="Loading the quiz" />
      </Center>
    );
  }

  const takeServer = async (server: QuizVersion) => {
    await draft.discard();
    setBase(server);
    publish.reset();
  };
  const keepMine = async (server: QuizVersion) => {
    await draft.setBaseVersion(server.version);
    // Every field is saved again over the new base, so the draft holds the whole of the author's content.
    for (const [field, value] of Object.entries(content)) await draft.saveField(field, value as JsonValue);
    setBase(server);
    publish.reset();
  };

  return (
    <Stack gap="lg" maw={960} data-ready="true">
      <div>
        <Title order={1}>{content.name.trim() || (published ? 'Edit quiz' : 'New quiz')}</Title>
        <Text c="dimmed">
          {published ? `Published version ${published.version}` : 'Not published yet'}
          {' · '}
          <span role="status">{draft.savedOnDevice ? 'Draft saved on this device' : 'No unpublished changes'}</span>
        </Text>
      </div>
      {base.state === 'unreachable' ? (
        <Alert color="yellow" title="Offline">
          The published version could not be loaded; your draft on this device is shown, and publishing waits for a connection.
        </Alert>
      ) : null}
      {draft.serverNewer ? (
        <Alert color="blue" title="A newer draft from another device">
          Some fields were saved later on another device; their newer values are shown.
          <Button ml="sm" size="xs" variant="default" onClick={() => void draft.acceptServer()}>
            OK
          </Button>
        </Alert>
      ) : null}
      <Paper withBorder p="md" component="section" aria-labelledby="quiz-settings-title">
        <Title order={2} size="h3" id="quiz-settings-title" mb="sm">
          Settings
        </Title>
        <QuizSettings content={content} set={set} />
      </Paper>
      <section aria-labelledby="quiz-questions-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="quiz-questions-title">
            Questions ({content.questions.length})
          </Title>
          <Group>
            <ImportQuestions onImport={(questions) => set('questions', [...content.questions, ...questions])} quizName={content.name} content={content} />
            <Menu>
              <Menu.Target>
                <Button variant="default">Add question</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {questionKinds.map((kind) => (
                  <Menu.Item key={kind} onClick={() => set('questions', [...content.questions, newQuestion(kind)])}>
                    {KIND_LABELS[kind]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <QuestionList questions={content.questions} onChange={(questions) => set('questions', questions)} />
      </section>
      <PublishFeedback
        state={publish.state}
        successText={publish.state.step === 'published' ? quizPublishedText(publish.state.regraded) : ''}
        diffs={publish.state.step === 'stale' ? differences(content, publish.state.server.content) : []}
        onKeepMine={(server) => void keepMine(server)}
        onTakeServer={(server) => void takeServer(server)}
        onClose={publish.reset}
      />
      {publish.state.step === 'attempts' ? <AttemptsDialog summary={publish.state.summary} onChoose={(policy) => void publish.send(policy)} onClose={publish.reset} /> : null}
      <Group justify="space-between">
        <Button variant="subtle" color="red" disabled={!draft.savedOnDevice} onClick={() => window.confirm('Discard this draft? Your unpublished changes will be lost.') && void draft.discard()}>
          Discard draft
        </Button>
        <Group>
          <Button variant="default" onClick={() => setPreviewing(true)}>
            Preview as learner
          </Button>
          <Button onClick={() => void publish.start()} loading={publish.state.step === 'working'}>
            Publish
          </Button>
        </Group>
      </Group>
      {previewing ? <QuizPreview quizId={quizId} content={content} QuestionStep={learnerStep} onClose={() => setPreviewing(false)} /> : null}
    </Stack>
  );
}
