/**
 * Taking one quiz: the quiz-submission machine drives the steps; the attempt is saved at every change
 * and resumed on load; once submitted, the grade (pulled) or a refusal (outbox) moves it on, and a
 * graded attempt opens its result with a notification.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Center, Stack, Text, Title } from '@mantine/core';
import type { QuizQuestionRowData, QuizRowData } from '@contract/quizzes';
import { showToast } from '@/ui/toast';
import { DelayedLoader } from '@/ui/delayed-loader';
import { findResumableAttempt, saveAttemptDraft, submitAttempt, useAttemptOutcome, type AttemptDraft } from '../data/attempts';
import { announceGrade } from '../grade-toast';
import { questionsForAttempt } from '../shuffle';
import { quizSubmissionMachine, type QuizInit, type QuizSubmissionContext } from '../machines/quiz-submission.machine';
import { AttemptRefused, GradingPending } from './grading-pending';
import { QuestionStep } from './question-step';
import { useQuizHistory } from '../data/results';
import { EarlierAttempts } from './earlier-attempts';
import { QuizIntro } from './quiz-intro';
import { QuizReview } from './quiz-review';
import { TimeLeft } from './time-left';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { quizzesNs } from '../messages/en';

const draftOf = (c: QuizSubmissionContext): AttemptDraft => ({
  id: c.attemptId!,
  quizId: c.code!,
  userAnswers: c.userAnswers,
  currentQuestionIndex: c.currentQuestionIndex,
  startedAt: c.startedAt!,
  submittedAt: c.submittedAt,
});

const machine = quizSubmissionMachine.provide({
  actions: {
    saveDraft: ({ context }) => void saveAttemptDraft(draftOf(context)),
    submitAttempt: ({ context }) => {
      submitAttempt({ ...draftOf(context), submittedAt: context.submittedAt! }).catch(() => {
        const t = i18n.getFixedT(null, quizzesNs);
        showToast({ color: 'red', title: t('take.notSubmitted'), message: t('take.notSaved') });
      });
    },
  },
});

/** Props of {@link QuizRunner}. */
export interface QuizRunnerProps {
  quiz: QuizRowData;
  questions: QuizQuestionRowData[];
}

/** The take-quiz flow for one quiz. */
export function QuizRunner({ quiz, questions }: QuizRunnerProps) {
  const { t } = useTranslation(quizzesNs);
  const [state, send] = useMachine(machine);
  const [checked, setChecked] = useState(false);
  const navigate = useNavigate();
  const history = useQuizHistory(quiz.id);
  const { context } = state;
  // Shuffled per attempt when the quiz says so: the same order again on resume (seeded by the attempt id).
  const init = (attemptId: string, startedAt: string, startedOn = questions): QuizInit => ({
    quizId: quiz.id, details: { name: quiz.name, code: quiz.code }, questions: questionsForAttempt(quiz, startedOn, attemptId), attemptId, startedAt,
  });

  useEffect(() => {
    let live = true;
    void findResumableAttempt(quiz.id).then((row) => {
      if (!live) return;
      if (row) {
        const submittedAt = row.status === 'submitted' ? row.submittedAt : null;
        // An attempt keeps the questions of the version it started on.
        send({ type: 'quiz.resume', quiz: init(row.id, row.startedAt, row.questions?.length ? row.questions : questions), userAnswers: row.userAnswers, currentQuestionIndex: row.currentQuestionIndex, submittedAt });
      }
      setChecked(true);
    });
    return () => {
      live = false;
    };
    // Resume once per quiz; later changes to the cached questions do not restart an attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quiz.id]);

  const waiting = state.matches({ ongoing: 'submitted' });
  const outcome = useAttemptOutcome(waiting ? context.attemptId : null);
  useEffect(() => {
    if (!waiting || !outcome) return;
    if (outcome.result) send({ type: 'quiz.graded', result: outcome.result });
    else if (outcome.refusal) send({ type: 'quiz.refused', reason: outcome.refusal });
  }, [waiting, outcome, send]);

  useEffect(() => {
    if (!state.matches('completed') || !context.result) return;
    void announceGrade(context.result, quiz.name);
    void navigate({ to: '/quiz-result', search: { attempt: context.result.id } });
  }, [state, context.result, quiz.name, navigate]);

  const closed = state.matches('closed');
  const answering = state.matches({ ongoing: 'answering' });
  const reviewing = state.matches({ ongoing: 'reviewing' });
  const refused = state.matches({ ongoing: 'refused' });
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{quiz.name}</Title>
        <Text c="dimmed">{quiz.code}</Text>
      </div>
      {quiz.timeLimitMinutes && context.startedAt && (answering || reviewing) ? (
        <TimeLeft startedAt={context.startedAt} minutes={quiz.timeLimitMinutes} />
      ) : null}
      {!checked ? (
        <Center p="xl">
          <DelayedLoader label={t('loadingQuiz')} />
        </Center>
      ) : closed ? (
        <>
          <EarlierAttempts quizId={quiz.id} quizName={quiz.name} />
          <QuizIntro
            quiz={quiz}
            questionCount={questions.length}
            attempted={Boolean(history?.[0]?.attempts.length)}
            onStart={() => send({ type: 'quiz.init', quiz: init(crypto.randomUUID(), new Date().toISOString()) })}
          />
        </>
      ) : answering ? (
        <QuestionStep
          questions={context.questions}
          index={context.currentQuestionIndex}
          answers={context.userAnswers}
          onAnswer={(answer) => send({ type: 'quiz.answer', answer })}
          onPrevious={() => send({ type: 'quiz.previous' })}
          onNext={() => send({ type: 'quiz.next' })}
          onReview={() => send({ type: 'quiz.review' })}
        />
      ) : reviewing ? (
        <QuizReview
          questions={context.questions}
          answers={context.userAnswers}
          onGoTo={(index) => send({ type: 'quiz.goTo', index })}
          onSubmit={() => send({ type: 'quiz.submit', submittedAt: new Date().toISOString() })}
        />
      ) : refused ? (
        <AttemptRefused reason={context.refusal ?? ''} />
      ) : (
        <GradingPending />
      )}
    </Stack>
  );
}
