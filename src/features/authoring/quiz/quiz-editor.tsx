/**
 * The quiz editor (issue 18, items 1–3): every edit is saved on the device as it is typed (a draft,
 * synced to the organisation's staff), the published version it started from underneath; publish
 * makes the next version online. Used by /create-quiz (a new id) and /quizess/$quizId.
 */
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { i18n } from '@/i18n/i18n';
import { Button, Group, Menu } from '@mantine/core';
import { questionKinds } from '@contract/quizzes';
import { AttemptsDialog } from './publish-dialogs';
import { QuestionList } from './question-list';
import { fetchCurrentVersion } from './quiz-api';
import { contentOf, differences, EMPTY_QUIZ, newQuestion } from './quiz-content';
import { QuizPreview, type LearnerStep } from './quiz-preview';
import { QuizSettings } from './quiz-settings';
import { usePublish } from './use-publish';
import { ImportQuestions } from './import-questions';
import { EditorLoading } from '../shared/editor-loading';
import { EditorShell } from '../shared/editor-shell';
import { useAuthoringBase } from '../shared/use-authoring-base';

/** What a published quiz means for learners. */
const quizPublishedText = (regraded: number) => {
  const t = i18n.getFixedT(null, authoringNs);
  return regraded ? t('quiz.regraded', { n: regraded }) : t('quiz.publishedText');
};

/** The editor of quiz `quizId`; `learnerStep` is the learner's question screen, for the preview. */
export function QuizEditor({ quizId, learnerStep }: { quizId: string; learnerStep: LearnerStep }) {
  const { t } = useTranslation(authoringNs);
  const { base, published, draft, content, baseVersion, ready, set, afterPublish, takeServer, keepMine } = useAuthoringBase({
    kind: 'quiz', id: quizId, fetchVersion: fetchCurrentVersion, contentOf, empty: EMPTY_QUIZ,
  });
  const [previewing, setPreviewing] = useState(false);
  const publish = usePublish(quizId, draft, baseVersion, content, (version) => afterPublish(version, content.name));

  if (!ready) return <EditorLoading label={t('quiz.loading')} />;

  return (
    <EditorShell
      kind="quiz"
      list="questions"
      header={{ title: content.name.trim() || (published ? t('quiz.edit') : t('quiz.new')), published, draft, unreachable: base.state === 'unreachable' }}
      settingsTitle={t('shared.settings')}
      settings={<QuizSettings content={content} set={set} />}
      listTitle={t('shared.questionsCount', { n: content.questions.length })}
      listActions={
        <Group>
          <ImportQuestions onImport={(questions) => set('questions', [...content.questions, ...questions])} quizName={content.name} content={content} />
          <Menu>
            <Menu.Target>
              <Button variant="default">{t('quiz.addQuestion')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {questionKinds.map((kind) => (
                <Menu.Item key={kind} onClick={() => set('questions', [...content.questions, newQuestion(kind)])}>
                  {t(`kinds.${kind}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      }
      draft={draft}
      publish={publish}
      successText={publish.state.step === 'published' ? quizPublishedText(publish.state.regraded) : ''}
      diffs={publish.state.step === 'stale' ? differences(content, publish.state.server.content) : []}
      keepMine={keepMine}
      takeServer={takeServer}
      dialogs={
        <>
          {publish.state.step === 'attempts' ? <AttemptsDialog summary={publish.state.summary} onChoose={(policy) => void publish.send(policy)} onClose={publish.reset} /> : null}
          {previewing ? <QuizPreview quizId={quizId} content={content} QuestionStep={learnerStep} onClose={() => setPreviewing(false)} /> : null}
        </>
      }
      footer={
        <Button variant="default" aria-haspopup="dialog" onClick={() => setPreviewing(true)}>
          {t('quiz.previewAsLearner')}
        </Button>
      }
    >
      <QuestionList questions={content.questions} onChange={(questions) => set('questions', questions)} />
    </EditorShell>
  );
}
