/**
 * A learner's mixed outbox over the demo seed (issue 55 item 1), built in Node from the rows the
 * learner's device pulled: progress over 30 lessons (every section of each) of the 4 largest courses
 * (the demo seed's hold 24: bench/outbox.ts adds the rest as the bench's own seed data), 60 chat
 * messages of 50–2,000 characters, 5 quiz submissions of 20 answers, 300 flashcard reviews,
 * 2 exercise attempts and a profile change. Fresh ids on every call; the same texts every time.
 */
import { randomUUID } from 'node:crypto';

export interface Intent { name: string; args: Record<string, unknown> }

interface Lesson { id: string; courseId: string; sections: number; type: string; position: number }
interface Quiz { id: string; attemptsAllowed?: number | null; dueAt: string | null; version?: number }
interface Question { id: string; quizId: string; position: number; options: string[] }
interface Card { id: string; deckId: string }
interface Exercise { id: string; items: Array<{ id: string; answer: string[] }> }
interface Room { id: string }

/** The rows the plan is built from (`inPageSync.rowsOf` of each table after a pull). */
export interface SeedRows { lessons: Lesson[]; quizzes: Quiz[]; quizQuestions: Question[]; cards: Card[]; exercises: Exercise[]; rooms: Room[] }

const WORDS = ('the a to of and in is for on that this with you it your can be we will as at are not have from or by one all '
  + 'lesson quiz cell formula sheet column row total sum chart bandage wound pressure first aid water clean hands call help '
  + 'when how what which why please thanks question answer teacher batch week today tomorrow again check page video notes '
  + 'understand example second third step next done mistake try work home phone data offline class doubt explain').split(' ');

/** Chat text of `length` characters from a fixed word list (a deterministic generator: the same texts every run). */
function chatText(length: number, seed: number): string {
  let state = seed * 2654435761 % 4294967296;
  const next = () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;
  let text = '';
  while (text.length < length) {
    const word = WORDS[Math.floor(next() * WORDS.length)]!;
    text += text ? (next() < 0.08 ? '. ' : ' ') + word : word[0]!.toUpperCase() + word.slice(1);
  }
  return `${text.slice(0, length - 1).trimEnd()}.`;
}

const isoAgo = (now: number, seconds: number) => new Date(now - seconds * 1000).toISOString();

/** The intents, in the order the learner made them offline (interleaved as a day's work would be, roughly). */
export function mixedOutbox(seed: SeedRows, now = Date.now()): Intent[] {
  const eligible = seed.lessons.filter((l) => l.sections > 0 && l.type !== 'package').sort((a, b) => a.position - b.position);
  const groups = new Map<string, Lesson[]>();
  for (const lesson of eligible) groups.set(lesson.courseId, [...(groups.get(lesson.courseId) ?? []), lesson]);
  // The 4 largest courses (bench/outbox.ts tops them up to 30 lessons with sections).
  const byCourse = [...groups.values()].sort((a, b) => b.length - a.length).slice(0, 4);
  // Round robin over the courses with the most lessons, as a learner moves between them.
  const picked: Lesson[] = [];
  for (let n = 0; picked.length < 30 && byCourse.some((c) => c.length > n); n += 1) {
    for (const course of byCourse) if (course[n] && picked.length < 30) picked.push(course[n]!);
  }
  if (picked.length < 30) throw new Error(`only ${picked.length} lessons with sections in the learner's 4 largest courses`);
  const out: Intent[] = [];
  let ago = 6 * 3600;
  const at = () => isoAgo(now, (ago -= 20));
  for (const lesson of picked) {
    for (let section = 0; section < lesson.sections; section += 1) {
      out.push({ name: 'progress.set', args: { courseId: lesson.courseId, lessonId: lesson.id, section, progress: 100, completed: true, at: at() } });
    }
  }
  const room = seed.rooms[0];
  if (!room) throw new Error('the learner is in no room');
  for (let i = 0; i < 60; i += 1) {
    const length = 50 + Math.round((i * (2000 - 50)) / 59);
    out.push({ name: 'message.send', args: { messageId: randomUUID(), roomId: seed.rooms[i % seed.rooms.length]!.id, body: chatText(length, i + 1), sentAt: at() } });
  }
  const open = seed.quizzes.filter((q) => !q.attemptsAllowed && (!q.dueAt || Date.parse(q.dueAt) > now));
  const quizzes = (open.length ? open : seed.quizzes).filter((q) => seed.quizQuestions.some((x) => x.quizId === q.id));
  if (!quizzes.length) throw new Error('no quiz with questions');
  for (let i = 0; i < 5; i += 1) {
    const quiz = quizzes[i % quizzes.length]!;
    const questions = seed.quizQuestions.filter((x) => x.quizId === quiz.id).sort((a, b) => a.position - b.position);
    const answers = Array.from({ length: 20 }, (_, n) => {
      const question = questions[n % questions.length]!;
      return { qstnId: question.id, answer: question.options[n % Math.max(1, question.options.length)] ?? `Answer ${n + 1}` };
    });
    const submittedAt = at();
    out.push({ name: 'quiz.submit', args: { attemptId: randomUUID(), quizId: quiz.id, answers, startedAt: new Date(Date.parse(submittedAt) - 600_000).toISOString(), submittedAt, ...(quiz.version ? { version: quiz.version } : {}) } });
  }
  if (!seed.cards.length) throw new Error('no flashcards');
  for (let i = 0; i < 300; i += 1) {
    const card = seed.cards[i % seed.cards.length]!;
    out.push({ name: 'card.review', args: { reviewId: randomUUID(), cardId: card.id, deckId: card.deckId, rating: 1 + (i % 4), reviewedAt: at() } });
  }
  for (const exercise of seed.exercises.slice(0, 2)) {
    const answers = exercise.items.map((item) => ({ qstnId: item.id, answer: item.answer }));
    out.push({ name: 'exercise.submit', args: { attemptId: randomUUID(), exerciseId: exercise.id, answers, correct: answers.length, total: answers.length, submittedAt: at() } });
  }
  if (seed.exercises.length < 2) throw new Error(`${seed.exercises.length} exercises, not 2`);
  out.push({ name: 'preference.set', args: { language: 'hi', updatedAt: at() } });
  return out;
}
