/** What the sync status calls each kind of write (the intent's name when it has no label). */
export const intentLabels: Readonly<Record<string, string>> = {
  'progress.set': 'Lesson progress',
  'enrolment.request': 'Enrolment',
  'quiz.submit': 'Quiz answers',
  'exercise.submit': 'Exercise answers',
  'card.review': 'Flashcard review',
  'card.importHistory': 'Review history from Anki',
  'message.send': 'Message',
  'ai.ask': 'Question to the tutor',
};
