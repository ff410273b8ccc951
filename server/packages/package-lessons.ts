/**
 * Package lessons at publish (issue 51): a lesson of type `package` names its package by
 * `mediaUrl` `/media/packages/<id>`; the server checks the package is the course's and writes the
 * lesson's content (outline, kind, where the files are) and sections (one per item) itself.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { packageIdOf, type PackageLessonContent } from '../../contract/packages';
import type { EditorLesson } from '../../contract/course-editor';
import type { Database } from '../db/client';
import { coursePackages } from '../db/schema';
import { refuse } from '../http/problem';
import { packageSummary } from './store-package';

/** `lessons` with each package lesson's content and sections from its stored package. */
export async function withPackageContent(tx: Database, organisationId: string, courseId: string, lessons: EditorLesson[], origin: string | undefined): Promise<EditorLesson[]> {
  const wanted = lessons.filter((l) => l.type === 'package');
  if (wanted.length === 0) return lessons;
  const ids = wanted.map((l) => packageIdOf(l.mediaUrl));
  const missing = wanted.find((_, i) => ids[i] === null);
  if (missing) throw refuse(422, 'package-lesson-no-upload', { title: missing.title });
  const rows = await tx.select().from(coursePackages)
    .where(and(eq(coursePackages.organisationId, organisationId), eq(coursePackages.courseId, courseId), inArray(coursePackages.id, ids as string[])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lessons.map((lesson) => {
    if (lesson.type !== 'package') return lesson;
    const row = byId.get(packageIdOf(lesson.mediaUrl)!);
    if (!row) throw refuse(422, 'package-not-of-course', { title: lesson.title });
    const summary = packageSummary(row, origin);
    const content: PackageLessonContent = { packageId: row.id, kind: row.kind, title: row.title, items: row.items, contentBase: summary.contentBase };
    return { ...lesson, content: JSON.stringify(content), sections: Math.max(1, Math.min(50, row.items.length)) };
  });
}
