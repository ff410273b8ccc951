/**
 * Bundled by bench/courses.ts and injected into a signed-in page of the product: fills the app's
 * local database (the same Dexie schema the PWA ships) with a large catalogue, so the bench can
 * measure `/courses` over 2,000 courses and 50,000 lessons in real Chromium.
 */
import { db, type CourseRow, type LessonRow, type ModuleRow, type ProgressRow } from '@/data/db';

const CATEGORIES = ['Business', 'Data', 'Design', 'Finance', 'Health', 'Languages', 'Maths', 'Programming', 'Science', 'Writing'];
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const at = '2026-11-22T10:00:00.000Z';

/** Puts `courses` courses of `modules` × `lessonsPerModule` lessons, every 20th assigned with some progress. */
async function seedCatalogue(courses: number, modules: number, lessonsPerModule: number): Promise<{ courses: number; lessons: number }> {
  const courseRows: CourseRow[] = [];
  const moduleRows: ModuleRow[] = [];
  const lessonRows: LessonRow[] = [];
  const progressRows: ProgressRow[] = [];
  for (let c = 0; c < courses; c += 1) {
    const id = `bench-c${c}`;
    const code = String(c).padStart(4, '0');
    const category = CATEGORIES[c % CATEGORIES.length]!;
    courseRows.push({
      id, title: `Course ${code} ${category}`, summary: `Bench course ${code}: ${category.toLowerCase()} from first steps to practice.`,
      description: 'A generated course for the bench.', category, level: LEVELS[c % LEVELS.length]!, imageUrl: null, published: true, status: 'published',
      enrolmentMode: 'open', language: null, assigned: c % 20 === 0, updatedAt: at,
    });
    for (let m = 0; m < modules; m += 1) {
      const moduleId = `${id}-m${m}`;
      moduleRows.push({ id: moduleId, courseId: id, title: `Module ${m + 1}`, position: m });
      for (let l = 0; l < lessonsPerModule; l += 1) {
        const lessonId = `${moduleId}-l${l}`;
        lessonRows.push({
          id: lessonId, courseId: id, moduleId, title: `Lesson ${l + 1}`, type: 'text', content: `<p>Lesson ${l + 1} of ${code}.</p>`,
          mediaUrl: null, durationSeconds: null, sections: 2, position: l, quizId: null, exerciseId: null, deckId: null, updatedAt: at,
        });
        if (c % 20 === 0 && m === 0) {
          progressRows.push({ id: `${lessonId}:0`, courseId: id, lessonId, section: 0, progress: 100, completed: true, position: null, updatedAt: at });
        }
      }
    }
  }
  await db.transaction('rw', [db.courses, db.modules, db.lessons, db.progress], async () => {
    await db.courses.bulkPut(courseRows);
    await db.modules.bulkPut(moduleRows);
    await db.lessons.bulkPut(lessonRows);
    await db.progress.bulkPut(progressRows);
  });
  return { courses: await db.courses.count(), lessons: await db.lessons.count() };
}

/** Milliseconds of each read the catalogue makes (for finding where /courses spends its time). */
async function timeReads(): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  const time = async (name: string, read: () => Promise<unknown>) => {
    const start = performance.now();
    await read();
    times[name] = performance.now() - start;
  };
  await time('courses by title', () => db.courses.orderBy('title').toArray());
  await time('courses unordered', () => db.courses.toArray());
  await time('enrolments', () => db.enrolments.toArray());
  await time('progress', () => db.progress.toArray());
  const ids = [...new Set((await db.progress.toArray()).map((p) => p.courseId))];
  await time(`lessons of ${ids.length} courses`, () => db.lessons.where('courseId').anyOf(ids).toArray());
  await time(`lesson keys of ${ids.length} courses`, () => db.lessons.where('courseId').anyOf(ids).keys());
  return times;
}

declare global {
  interface Window {
    benchCatalogue: { seedCatalogue: typeof seedCatalogue; timeReads: typeof timeReads };
  }
}
window.benchCatalogue = { seedCatalogue, timeReads };
