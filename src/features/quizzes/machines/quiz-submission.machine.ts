/**
 * The quiz submission (SPEC §3, §4): `closed` at first; initialising a quiz → `ongoing` at question
 * 0; next and previous clamped to the first and last question; answering replaces any earlier answer
 * to that question; the result arriving → `completed`; reset → `closed`. Inside `ongoing` the learner
 * answers, reviews, then has submitted and waits for the grade (or learns the server refused it).
 * Saving the attempt and queueing the submit are actions the screen provides (`saveDraft`,
 * `submitAttempt`), so the machine knows nothing of the database.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { QuizQuestionRowData, QuizResultRowData } from '@contract/quizzes';

/** One answer: an option text, several option texts, or typed text. */
export interface UserAnswer {
  qstnId: string;
  answer: string | string[];
}

/** The quiz's name and code (SPEC §3 quizDetails). */
export interface QuizDetails {
  name: string;
  code: string;
}

/** Where the learner is: the three states of SPEC §4. */
export type QuizStatus = 'closed' | 'ongoing' | 'completed';

/** The quiz submission's data (SPEC §3), with the attempt's id and times. */
export interface QuizSubmissionContext {
  quizDetails: QuizDetails | null;
  status: QuizStatus;
  /** The quiz's id. */
  code: string | null;
  questions: QuizQuestionRowData[];
  currentQuestionIndex: number;
  userAnswers: UserAnswer[];
  result: QuizResultRowData | null;
  attemptId: string | null;
  startedAt: string | null;
  submittedAt: string | null;
  /** Why the server refused the attempt, once it has. */
  refusal: string | null;
}

/** A quiz to start, or an attempt saved on the device to resume. */
export interface QuizInit {
  quizId: string;
  details: QuizDetails;
  questions: QuizQuestionRowData[];
  attemptId: string;
  startedAt: string;
}

/** Events, named `quiz.verb`. */
export type QuizSubmissionEvent =
  | { type: 'quiz.init'; quiz: QuizInit }
  | { type: 'quiz.resume'; quiz: QuizInit; userAnswers: UserAnswer[]; currentQuestionIndex: number; submittedAt: string | null }
  | { type: 'quiz.next' }
  | { type: 'quiz.previous' }
  | { type: 'quiz.goTo'; index: number }
  | { type: 'quiz.answer'; answer: UserAnswer }
  | { type: 'quiz.review' }
  | { type: 'quiz.submit'; submittedAt: string }
  | { type: 'quiz.graded'; result: QuizResultRowData }
  | { type: 'quiz.refused'; reason: string }
  | { type: 'quiz.reset' };

/** The initial (closed) data. */
export const closedContext: QuizSubmissionContext = {
  quizDetails: null,
  status: 'closed',
  code: null,
  questions: [],
  currentQuestionIndex: 0,
  userAnswers: [],
  result: null,
  attemptId: null,
  startedAt: null,
  submittedAt: null,
  refusal: null,
};

const clamp = (index: number, questions: unknown[]) => Math.max(0, Math.min(index, questions.length - 1));

const fromInit = (quiz: QuizInit) => ({
  quizDetails: quiz.details,
  code: quiz.quizId,
  questions: quiz.questions,
  attemptId: quiz.attemptId,
  startedAt: quiz.startedAt,
});

/** The machine; the screen provides `saveDraft` (after every change) and `submitAttempt` (on submit). */
export const quizSubmissionMachine = setup({
  types: {} as { context: QuizSubmissionContext; events: QuizSubmissionEvent },
  actions: {
    init: assign(({ event }) => {
      assertEvent(event, 'quiz.init');
      return { ...closedContext, ...fromInit(event.quiz), status: 'ongoing' as const };
    }),
    resume: assign(({ event }) => {
      assertEvent(event, 'quiz.resume');
      return {
        ...closedContext,
        ...fromInit(event.quiz),
        status: 'ongoing' as const,
        userAnswers: event.userAnswers,
        currentQuestionIndex: clamp(event.currentQuestionIndex, event.quiz.questions),
        submittedAt: event.submittedAt,
      };
    }),
    next: assign({ currentQuestionIndex: ({ context }) => clamp(context.currentQuestionIndex + 1, context.questions) }),
    previous: assign({ currentQuestionIndex: ({ context }) => clamp(context.currentQuestionIndex - 1, context.questions) }),
    goTo: assign({
      currentQuestionIndex: ({ context, event }) => {
        assertEvent(event, 'quiz.goTo');
        return clamp(event.index, context.questions);
      },
    }),
    answer: assign({
      userAnswers: ({ context, event }) => {
        assertEvent(event, 'quiz.answer');
        return [...context.userAnswers.filter((a) => a.qstnId !== event.answer.qstnId), event.answer];
      },
    }),
    markSubmitted: assign({
      submittedAt: ({ event }) => {
        assertEvent(event, 'quiz.submit');
        return event.submittedAt;
      },
    }),
    complete: assign(({ event }) => {
      assertEvent(event, 'quiz.graded');
      return { result: event.result, status: 'completed' as const };
    }),
    refuse: assign({
      refusal: ({ event }) => {
        assertEvent(event, 'quiz.refused');
        return event.reason;
      },
    }),
    reset: assign(() => closedContext),
    saveDraft: () => {},
    submitAttempt: () => {},
  },
  guards: {
    wasSubmitted: ({ event }) => event.type === 'quiz.resume' && event.submittedAt !== null,
  },
}).createMachine({
  id: 'quizSubmission',
  context: closedContext,
  initial: 'closed',
  on: { 'quiz.reset': { target: '.closed', actions: 'reset' } },
  states: {
    closed: {
      on: {
        'quiz.init': { target: 'ongoing', actions: ['init', 'saveDraft'] },
        'quiz.resume': [
          { guard: 'wasSubmitted', target: 'ongoing.submitted', actions: 'resume' },
          { target: 'ongoing', actions: 'resume' },
        ],
      },
    },
    ongoing: {
      initial: 'answering',
      on: { 'quiz.graded': { target: 'completed', actions: 'complete' } },
      states: {
        answering: {
          on: {
            'quiz.next': { actions: ['next', 'saveDraft'] },
            'quiz.previous': { actions: ['previous', 'saveDraft'] },
            'quiz.goTo': { actions: ['goTo', 'saveDraft'] },
            'quiz.answer': { actions: ['answer', 'saveDraft'] },
            'quiz.review': { target: 'reviewing' },
          },
        },
        reviewing: {
          on: {
            'quiz.goTo': { target: 'answering', actions: ['goTo', 'saveDraft'] },
            'quiz.submit': { target: 'submitted', actions: ['markSubmitted', 'submitAttempt'] },
          },
        },
        submitted: {
          on: { 'quiz.refused': { target: 'refused', actions: 'refuse' } },
        },
        refused: {},
      },
    },
    completed: {},
  },
});
