/**
 * The course detail store (SPEC §3, §4): details, modules, lessons, Progresses (section number and
 * progress) and newLessons. A small reducer: updating a section's progress replaces its entry (by
 * the merge rule) or adds one; lessons can be deleted; new lessons are tracked separately and can
 * be removed; `clear` resets everything (the player dispatches it when the learner leaves).
 */
import type { CourseRow, LessonRow, ModuleRow } from '@/data/db';
import { mergeProgress } from '../progress-merge';

/** One section's progress of a lesson. */
export interface SectionEntry {
  lessonId: string;
  section: number;
  progress: number;
  completed: boolean;
  position?: number | null;
}

/** The store's state. */
export interface CourseDetailState {
  details: CourseRow | null;
  modules: ModuleRow[];
  lessons: LessonRow[];
  Progresses: SectionEntry[];
  newLessons: LessonRow[];
}

/** What can happen to the store. */
export type CourseDetailAction =
  | { type: 'loaded'; details: CourseRow | null; modules: ModuleRow[]; lessons: LessonRow[]; progresses: SectionEntry[] }
  | { type: 'progressUpdated'; entry: SectionEntry }
  | { type: 'lessonDeleted'; lessonId: string }
  | { type: 'newLessonAdded'; lesson: LessonRow }
  | { type: 'newLessonRemoved'; lessonId: string }
  | { type: 'clear' };

/** The empty store. */
export const initialCourseDetail: CourseDetailState = { details: null, modules: [], lessons: [], Progresses: [], newLessons: [] };

const sameSection = (a: SectionEntry, b: SectionEntry) => a.lessonId === b.lessonId && a.section === b.section;

/** Replaces the entry of `entry`'s section (merged) or appends it. */
export function upsertProgress(list: SectionEntry[], entry: SectionEntry): SectionEntry[] {
  const index = list.findIndex((e) => sameSection(e, entry));
  if (index < 0) return [...list, entry];
  return list.map((e, i) => (i === index ? mergeProgress(e, entry) : e));
}

/** The reducer of the course detail store. */
export function courseDetailReducer(state: CourseDetailState, action: CourseDetailAction): CourseDetailState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        details: action.details,
        modules: action.modules,
        lessons: action.lessons,
        Progresses: action.progresses.reduce(upsertProgress, [] as SectionEntry[]),
      };
    case 'progressUpdated':
      return { ...state, Progresses: upsertProgress(state.Progresses, action.entry) };
    case 'lessonDeleted':
      return {
        ...state,
        lessons: state.lessons.filter((l) => l.id !== action.lessonId),
        Progresses: state.Progresses.filter((p) => p.lessonId !== action.lessonId),
      };
    case 'newLessonAdded':
      return { ...state, newLessons: [...state.newLessons.filter((l) => l.id !== action.lesson.id), action.lesson] };
    case 'newLessonRemoved':
      return { ...state, newLessons: state.newLessons.filter((l) => l.id !== action.lessonId) };
    case 'clear':
      return initialCourseDetail;
  }
}

/** How many of `lesson`'s sections are completed in `progresses`. */
export function sectionsDone(lesson: Pick<LessonRow, 'id' | 'sections'>, progresses: SectionEntry[]): number {
  const sections = Math.max(1, lesson.sections);
  return new Set(progresses.filter((p) => p.lessonId === lesson.id && p.completed && p.section < sections).map((p) => p.section)).size;
}

/** Whether every section of `lesson` is completed in `progresses`. */
export function isLessonComplete(lesson: Pick<LessonRow, 'id' | 'sections'>, progresses: SectionEntry[]): boolean {
  return sectionsDone(lesson, progresses) >= Math.max(1, lesson.sections);
}
