/** The quiz results' texts in English (issue 52): the staff's report of a quiz; the source its translations follow, key for key. */
import { englishMessages } from '@/i18n/i18n';

export const messages = {
  title: 'Quiz results',
  loading: 'Loading quiz results',
  loadingAttempts: "Loading the quiz's attempts",
  noneInOrganisation: 'No quizzes in the organisation on this device yet.',
  noBatch: 'You teach no batch yet: quiz results appear here once you have one.',
  noneInBatches: 'The courses of your batches have no quizzes yet.',
  noMatch: 'No quiz matches these filters.',
  filters: {
    course: 'Course',
    allCourses: 'All courses',
    batch: 'Batch',
    allBatches: 'All batches',
    quiz: 'Quiz',
    chooseQuiz: 'Choose a quiz',
    noQuizzes: 'No quizzes',
    from: 'Submitted from',
    to: 'Submitted to',
  },
  report: {
    nobody: 'Nobody has attempted this quiz yet.',
    noMatch: 'No attempts at this quiz match these filters.',
    items: 'Item analysis',
    exportItems: 'Export item analysis (CSV)',
    noQuestions: 'This quiz has no questions on this device.',
    explained:
      'Facility: the share of answers that were right. Discrimination: facility in the top third of attempts by score minus the bottom third (ties at a boundary join the group; none under 3 attempts). Flagged: facility under 0.3, or discrimination below 0.',
    attempts: 'Attempts',
    exportAttempts: 'Export attempts (CSV)',
    noAttempts: 'No attempts.',
    search: 'Search attempts',
    passed: 'Passed',
    notPassed: 'Not passed',
  },
  summary: {
    attempts: 'Attempts',
    learners: 'Learners',
    passRate: 'Pass rate (of attempts)',
    average: 'Average score',
  },
  chart: {
    title: 'Score distribution',
    described: 'Attempts per score band: {{bands}}.',
    attempts: 'Attempts',
    score: 'Score (%)',
  },
  flags: {
    'low-facility': 'Low facility (under {{limit}})',
    'negative-discrimination': 'Negative discrimination',
  },
  /** A True/False question's answer, named in the language shown (the value stays 'True' or 'False'). */
  trueFalse: { True: 'True', False: 'False' },
  /** The tables' column names, on screen and in their CSV exports. */
  columns: {
    Learner: 'Learner',
    Email: 'Email',
    Batch: 'Batch',
    Submitted: 'Submitted',
    Score: 'Score',
    'Out of': 'Out of',
    Percent: 'Percent',
    Result: 'Result',
    Question: 'Question',
    Prompt: 'Prompt',
    n: 'n',
    Facility: 'Facility',
    Discrimination: 'Discrimination',
    'Most chosen wrong answer': 'Most chosen wrong answer',
    'Chosen by': 'Chosen by',
    Flags: 'Flags',
  },
};

/** The quiz results' texts: these keys, each a text in another language. */
export type Messages = typeof messages;

export const quizAnalysisNs = englishMessages('quiz-analysis', messages);
