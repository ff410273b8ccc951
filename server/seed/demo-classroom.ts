/**
 * A demo classroom (issue 16, item 8): the demo teacher's two more batches, Python – Weekend 2026
 * (14 learners) and Data Literacy – Autumn 2026 (12), with a term of activity — lesson progress,
 * 1–3 quiz attempts each with every answer, exercise attempts and flashcard reviews — so a newcomer
 * signing in as teacher@demo.test sees full teacher screens (a question the stronger learners miss
 * more often, one few get right). Generated from a fixed seed: the same rows on every run.
 */
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { gradeAttempt, type GivenAnswer, type KeyedQuestion } from '../../contract/quiz-grading';
import { courseRows } from './course-rows';
import { demoCoursesPart1 } from './demo-courses-1';
import { demoCoursesPart2 } from './demo-courses-2';
import type { CourseSeed, OrganisationSeed, UserSeed } from './types';

const NAMES = [
  'Aarav Patel', 'Ananya Iyer', 'Rohan Gupta', 'Sara Khan', 'Diego Alvarez', 'Fatima Noor', 'Kiran Rao', 'Lucy Okafor', 'Arjun Menon',
  'Neha Joshi', 'Tomasz Nowak', 'Yusuf Ahmed', 'Meera Nair', 'Ravi Verma', 'Sofia Rossi', 'Vikram Singh', 'Amina Bello', 'Ishaan Das',
  'Zara Ali', 'Nikhil Kapoor', 'Grace Mwangi', 'Dev Malhotra', 'Leila Haddad', 'Pooja Reddy', 'Omar Farouk', 'Tara Bose',
];

/** The classroom's learners (no password: they never sign in, their history is seeded). */
export const classroomLearners: UserSeed[] = NAMES.map((displayName, i) => {
  const n = String(i + 1).padStart(2, '0');
  const [first, last] = displayName.toLowerCase().split(' ');
  return { id: `u5-cl-${n}`, uid: `demo-cl-${n}`, email: `${first}.${last}@demo.test`, displayName, role: 'learner' };
});

/** The classroom's batches, taught by the demo teacher. */
export const classroomBatches: OrganisationSeed['batches'] = [
  { id: 'b5-python-weekend', name: 'Python – Weekend 2026', courseId: 'c5-python', teacherId: 'u5-teacher', startsOn: '2026-09-12', endsOn: '2026-12-19',
    learnerIds: classroomLearners.slice(0, 14).map((u) => u.id) },
  { id: 'b5-data-autumn', name: 'Data Literacy – Autumn 2026', courseId: 'c5-data', teacherId: 'u5-teacher', startsOn: '2026-09-01', endsOn: '2026-12-15',
    learnerIds: classroomLearners.slice(14).map((u) => u.id) },
];

/** A small deterministic generator (mulberry32), so seeding twice writes the same rows. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID-shaped id per kind of row, learner and sequence number. */
const rowId = (kind: number, learner: number, n: number) =>
  `c1a550${kind.toString(16).padStart(2, '0')}-0000-4000-8000-${(learner * 1000 + n).toString(16).padStart(12, '0')}`;

const day = (offset: number, hour = 10) => new Date(Date.UTC(2026, 9, 1, hour) + offset * 86_400_000);
const org = { organisationId: '5' };

/** A wrong answer to `question` a learner might give (the first distractor most often). */
function wrongAnswer(question: KeyedQuestion & { options: string[] }, random: () => number): GivenAnswer {
  const distractors = question.options.filter((option) => !question.answer.includes(option));
  if (question.kind === 'text') return ['continue', 'exit', 'stop'][Math.floor(random() * 3)]!;
  if (question.kind === 'multiple') return [...question.answer.slice(1), distractors[0] ?? question.options[0]!];
  return distractors[random() < 0.7 ? 0 : distractors.length - 1] ?? question.options[0]!;
}

/** Inserts the classroom's activity in course `seed` for the learners of `batch` (idempotent). */
async function seedBatchActivity(db: Database, batch: OrganisationSeed['batches'][number], seed: CourseSeed, first: number): Promise<void> {
  const rows = courseRows('5', seed);
  const sections = rows.lessons.flatMap((lesson) => Array.from({ length: lesson.sections }, (_, section) => ({ lesson, section })));
  const questions = rows.questions.map((q) => ({ id: q.id, kind: q.kind, answer: q.answer, options: q.options, points: 1 }));
  const passMark = seed.quiz?.passMark ?? 60;
  const random = generator(first + 7);
  for (const [index, userId] of batch.learnerIds.entries()) {
    const learner = first + index;
    const ability = 0.25 + 0.7 * random();
    // Every fifth learner stopped early: behind, and quiet for weeks.
    const quiet = index % 5 === 4;
    const lastDay = quiet ? 20 + Math.floor(random() * 10) : 45 + Math.floor(random() * 8);
    const done = Math.min(sections.length, Math.round((quiet ? 0.3 : ability) * sections.length));
    await db.insert(t.lessonProgress).values(sections.slice(0, Math.max(1, done)).map(({ lesson, section }, k) => ({
      ...org, id: `p-${userId}-${lesson.id}-${section}`, userId, courseId: seed.id, lessonId: lesson.id, section,
      progress: k < done ? 100 : 40, completed: k < done, updatedAt: day(Math.round((lastDay * (k + 1)) / Math.max(1, done))),
    }))).onConflictDoNothing();
    const attempts = quiet ? 1 : 1 + Math.floor(random() * 3);
    const quizAttempts = Array.from({ length: attempts }, (_, n) => {
      const given = questions.map((question, k) => {
        // The third question is badly worded: the weaker learners get it right more often.
        const chance = k === 2 ? 0.85 - 0.6 * ability : k === questions.length - 1 && questions.length > 3 ? 0.35 * ability : ability + 0.08 * n;
        return { qstnId: question.id, answer: random() < chance ? (question.kind === 'multiple' ? question.answer : question.answer[0]!) : wrongAnswer(question, random) };
      });
      const grade = gradeAttempt(questions, given, passMark);
      const submitted = day(lastDay - (attempts - 1 - n) * 6, 9 + n);
      return { ...org, id: rowId(1, learner, n), quizId: rows.quizzes[0]!.id, userId, answers: given, score: grade.score, total: grade.total,
        passed: grade.passed, startedAt: new Date(submitted.getTime() - 7 * 60_000), submittedAt: submitted, gradedAt: submitted };
    });
    if (rows.quizzes.length) await db.insert(t.quizAttempts).values(quizAttempts).onConflictDoNothing();
    const exercise = rows.exercises[0];
    if (exercise) {
      const total = exercise.items.length;
      const correct = Math.min(total, Math.round(ability * total));
      await db.insert(t.exerciseAttempts).values({
        ...org, id: rowId(2, learner, 0), exerciseId: exercise.id, userId, correct, total, submittedAt: day(lastDay - 3, 18),
        answers: exercise.items.map((item, k) => ({ qstnId: item.id, answer: k < correct ? item.answer[0]! : '0' })),
      }).onConflictDoNothing();
    }
    const reviews = rows.cards.flatMap((card, k) => Array.from({ length: quiet ? 1 : 3 }, (_, n) => ({
      ...org, id: rowId(3, learner, k * 10 + n), cardId: card.id, deckId: card.deckId, userId,
      rating: Math.min(4, 1 + Math.floor(ability * 3 + random())), reviewedAt: day(lastDay - 10 + n * 4 + k, 20),
    })));
    if (reviews.length) await db.insert(t.flashcardReviews).values(reviews).onConflictDoNothing();
  }
}

const courseSeed = (id: string) => [...demoCoursesPart1, ...demoCoursesPart2].find((course) => course.id === id)!;

/** Seeds the classroom's activity (its users and batches are part of Demo Academy's seed). */
export async function seedDemoClassroom(db: Database): Promise<void> {
  for (const [n, batch] of classroomBatches.entries()) await seedBatchActivity(db, batch, courseSeed(batch.courseId), 100 * (n + 1));
}
