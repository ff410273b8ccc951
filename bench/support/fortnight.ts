/**
 * What changes on the server while a learner is away for 14 days (issue 55 item 3), made through
 * the product's API as its staff would: the admin edits and publishes 2 lessons of the learner's
 * course (`/api/edit-course`, the first being the learner's 'Continue learning' lesson, retitled so
 * the screen shows it) and publishes the course's quiz again (`/api/admin/quizzes`); the teacher
 * sends 500 messages in the learner's two rooms and gives 3 feedback notes on the learner's graded
 * attempt (sync pushes, as the teacher's device would).
 */
import { randomUUID } from 'node:crypto';
import type { EditorOutline, PublishOutline } from '../../contract/course-editor';
import type { QuizVersion } from '../../contract/quiz-authoring';
import { MAX_PUSH_BATCH } from '../../contract/wire';
import { tokenFor } from '../../tests/e2e/support/server-api';

/** The demo seed's rooms of the learner (both have the teacher) and the learner's graded attempt (demo-activity.ts). */
const ROOMS = ['r5-general', 'r5-spreadsheets-spring'];
const ATTEMPT = { id: '4f1d3b52-5c1e-4a43-9d0e-0b8f7f4e2a11', quizId: 'c5-spreadsheets-quiz' };

export interface Fortnight { oldTitle: string; newTitle: string; summary: string }

const REVISED = / \(revised \d+\)$/;

async function call(origin: string, token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-organisation-id': '5', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** The teacher's device pushes `mutations` (in batches the size the drain uses); every one must be applied. */
async function teacherPush(origin: string, token: string, mutations: Array<{ name: string; args: Record<string, unknown> }>): Promise<void> {
  const clientId = randomUUID();
  for (let start = 0; start < mutations.length; start += MAX_PUSH_BATCH) {
    const batch = mutations.slice(start, start + MAX_PUSH_BATCH).map((m, n) => ({ id: start + n + 1, ...m }));
    const answer = (await call(origin, token, 'POST', '/api/sync/push', { clientId, mutations: batch })) as { results: Array<{ status: string }> };
    const refused = answer.results.filter((r) => r.status !== 'applied');
    if (refused.length) throw new Error(`teacher push: ${JSON.stringify(refused[0])}`);
  }
}

/** Two lessons of `courseId` edited (`lessonId` retitled) and the course published; answers the titles before and after. */
async function editLessons(origin: string, admin: string, courseId: string, lessonId: string, run: number): Promise<{ oldTitle: string; newTitle: string }> {
  const outline = (await call(origin, admin, 'GET', `/api/edit-course/${encodeURIComponent(courseId)}`)) as EditorOutline;
  const lessons = outline.modules.flatMap((m) => m.lessons);
  const target = lessons.find((l) => l.id === lessonId);
  const other = lessons.find((l) => l.id !== lessonId && l.type === 'text');
  if (!target || !other) throw new Error(`${courseId}: lesson ${lessonId} or a second text lesson not found`);
  const newTitle = `${target.title.replace(REVISED, '')} (revised ${run})`;
  const edited = new Map([
    [target.id, { ...target, title: newTitle, content: `${target.content}<p>Revised ${run}: a worked example added.</p>` }],
    [other.id, { ...other, content: `${other.content}<p>Revised ${run}: a correction to the second example.</p>` }],
  ]);
  const body: PublishOutline = {
    baseVersion: outline.version, details: outline.details, confirmedRemovals: [],
    modules: outline.modules.map((m) => ({ ...m, lessons: m.lessons.map((l) => edited.get(l.id) ?? l) })),
  };
  await call(origin, admin, 'POST', `/api/edit-course/${encodeURIComponent(courseId)}/publish`, body);
  return { oldTitle: target.title, newTitle };
}

/** Makes the changes (run `run` of the bench: titles and texts carry the number, so each run's are new). */
export async function fortnightAway(origin: string, target: { courseId: string; lessonId: string }, run: number): Promise<Fortnight> {
  const [admin, teacher] = await Promise.all([tokenFor(origin, 'admin'), tokenFor(origin, 'teacher')]);
  const titles = await editLessons(origin, admin, target.courseId, target.lessonId, run);
  const quiz = (await call(origin, admin, 'GET', `/api/admin/quizzes/${ATTEMPT.quizId}`)) as QuizVersion;
  const published = (await call(origin, admin, 'POST', `/api/admin/quizzes/${ATTEMPT.quizId}/publish`, {
    baseVersion: quiz.version, attempts: 'keep',
    content: { ...quiz.content, description: `${quiz.content.description.replace(/ Revised \d+\.$/, '')} Revised ${run}.` },
  })) as { version: number };
  const sentAt = Date.now() - 14 * 86_400_000;
  const messages = Array.from({ length: 500 }, (_, n) => ({
    name: 'message.send',
    args: { messageId: randomUUID(), roomId: ROOMS[n % ROOMS.length]!, body: `Day ${1 + Math.floor(n / 36)}: note ${n + 1} on this week's exercise, with a hint for the quiz.`, sentAt: new Date(sentAt + n * 2_400_000).toISOString() },
  }));
  await teacherPush(origin, teacher, messages);
  await teacherPush(origin, teacher, [1, 2, 3].map((n) => ({
    name: 'quizFeedback.give', args: { feedbackId: randomUUID(), attemptId: ATTEMPT.id, text: `Feedback ${n} (run ${run}): check the $ in your second answer.` },
  })));
  return { ...titles, summary: `changes: 2 lessons of ${target.courseId} published, ${ATTEMPT.quizId} version ${published.version}, 500 messages in ${ROOMS.join(' and ')}, 3 feedback notes` };
}
