/**
 * What changed between two published outlines (a stale publish's 409 names these): the course
 * fields, modules added, removed, renamed or moved, lessons added, removed, edited or moved.
 */
import type { CourseFields, EditorLesson, EditorModule, OutlineDifference } from '../../../contract/course-editor';

/** A published outline as `course_outline_versions.outline` keeps it. */
export interface OutlineSnapshot {
  details: CourseFields;
  modules: EditorModule[];
}

const sameLesson = (a: EditorLesson, b: EditorLesson) =>
  a.title === b.title && a.type === b.type && a.content === b.content && a.mediaUrl === b.mediaUrl && a.sections === b.sections;

function placed(modules: EditorModule[]) {
  const lessons = new Map<string, { lesson: EditorLesson; moduleId: string; index: number }>();
  modules.forEach((m) => m.lessons.forEach((lesson, index) => lessons.set(lesson.id, { lesson, moduleId: m.id, index })));
  return { modules: new Map(modules.map((m, index) => [m.id, { module: m, index }])), lessons };
}

/** The differences from `base` to `current`, course first, then modules, then lessons. */
export function outlineDifferences(courseId: string, base: OutlineSnapshot, current: OutlineSnapshot): OutlineDifference[] {
  const out: OutlineDifference[] = [];
  const b = placed(base.modules);
  const c = placed(current.modules);
  const { title, description, imageUrl, language } = current.details;
  // Snapshots kept before migration 0029 have no language: not stated.
  const languageChanged = (language ?? null) !== (base.details.language ?? null);
  if (title !== base.details.title || description !== base.details.description || imageUrl !== base.details.imageUrl || languageChanged) {
    out.push({ kind: 'course', id: courseId, title, change: 'changed' });
  }
  for (const [id, { module, index }] of c.modules) {
    const before = b.modules.get(id);
    if (!before) out.push({ kind: 'module', id, title: module.title, change: 'added' });
    else if (before.module.title !== module.title) out.push({ kind: 'module', id, title: module.title, change: 'changed' });
    else if (before.index !== index) out.push({ kind: 'module', id, title: module.title, change: 'moved' });
  }
  for (const [id, { module }] of b.modules) if (!c.modules.has(id)) out.push({ kind: 'module', id, title: module.title, change: 'removed' });
  for (const [id, now] of c.lessons) {
    const before = b.lessons.get(id);
    if (!before) out.push({ kind: 'lesson', id, title: now.lesson.title, change: 'added' });
    else if (!sameLesson(before.lesson, now.lesson)) out.push({ kind: 'lesson', id, title: now.lesson.title, change: 'changed' });
    else if (before.moduleId !== now.moduleId || before.index !== now.index) out.push({ kind: 'lesson', id, title: now.lesson.title, change: 'moved' });
  }
  for (const [id, { lesson }] of b.lessons) if (!c.lessons.has(id)) out.push({ kind: 'lesson', id, title: lesson.title, change: 'removed' });
  return out;
}
