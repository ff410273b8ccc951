/**
 * The course detail store while editing (SPEC §3, §4): details, modules, lessons and newLessons.
 * Lessons already published sit in `lessons`; lessons created in this editor sit in `newLessons`
 * until a publish, and can be removed; deleting a published lesson drops it from `lessons` and
 * remembers its id (`deletedLessonIds`) so the publish can ask about learners' progress; `clear`
 * resets the course detail and lesson state. Each module holds the order of its lessons.
 */
import { z } from 'zod';
import { LESSON_KINDS, type CourseFields, type EditorLesson, type EditorOutline, type PublishOutline } from '@contract/course-editor';

/** A module in the editor: its lessons' order as ids (published or new). */
export interface OutlineModule {
  id: string;
  title: string;
  lessonIds: string[];
}

/** The store's state. */
export interface OutlineState {
  courseId: string | null;
  baseVersion: number | null;
  details: CourseFields | null;
  modules: OutlineModule[];
  lessons: EditorLesson[];
  newLessons: EditorLesson[];
  deletedLessonIds: string[];
  learnersWithProgress: Record<string, number>;
}

/** What can happen to the store. */
export type OutlineAction =
  | { type: 'loaded'; outline: EditorOutline }
  | { type: 'restored'; state: OutlineState }
  | { type: 'detailsEdited'; patch: Partial<CourseFields> }
  | { type: 'moduleAdded'; id: string; title: string }
  | { type: 'moduleRenamed'; id: string; title: string }
  | { type: 'moduleDeleted'; id: string }
  | { type: 'moduleMoved'; id: string; toIndex: number }
  | { type: 'newLessonAdded'; moduleId: string; lesson: EditorLesson }
  | { type: 'newLessonRemoved'; lessonId: string }
  | { type: 'lessonEdited'; lessonId: string; patch: Partial<Omit<EditorLesson, 'id'>> }
  | { type: 'lessonDeleted'; lessonId: string }
  | { type: 'lessonMoved'; lessonId: string; toModuleId: string; toIndex: number }
  | { type: 'published'; version: number }
  | { type: 'clear' };

/** The empty store. */
export const initialOutline: OutlineState = {
  courseId: null,
  baseVersion: null,
  details: null,
  modules: [],
  lessons: [],
  newLessons: [],
  deletedLessonIds: [],
  learnersWithProgress: {},
};

/** `list` with `item` moved to `toIndex` (clamped). */
export function moveItem<T>(list: T[], fromIndex: number, toIndex: number): T[] {
  if (fromIndex < 0 || fromIndex >= list.length) return list;
  const next = list.slice();
  const [item] = next.splice(fromIndex, 1);
  next.splice(Math.max(0, Math.min(toIndex, next.length)), 0, item as T);
  return next;
}

const withoutLessonId = (modules: OutlineModule[], lessonId: string) =>
  modules.map((m) => (m.lessonIds.includes(lessonId) ? { ...m, lessonIds: m.lessonIds.filter((id) => id !== lessonId) } : m));

function deleteLessons(state: OutlineState, ids: string[]): OutlineState {
  const published = state.lessons.filter((l) => ids.includes(l.id)).map((l) => l.id);
  return {
    ...state,
    lessons: state.lessons.filter((l) => !ids.includes(l.id)),
    newLessons: state.newLessons.filter((l) => !ids.includes(l.id)),
    deletedLessonIds: [...state.deletedLessonIds, ...published.filter((id) => !state.deletedLessonIds.includes(id))],
    modules: ids.reduce(withoutLessonId, state.modules),
  };
}

function loaded(outline: EditorOutline): OutlineState {
  return {
    courseId: outline.courseId,
    baseVersion: outline.version,
    details: outline.details,
    modules: outline.modules.map((m) => ({ id: m.id, title: m.title, lessonIds: m.lessons.map((l) => l.id) })),
    lessons: outline.modules.flatMap((m) => m.lessons),
    newLessons: [],
    deletedLessonIds: [],
    learnersWithProgress: outline.learnersWithProgress,
  };
}

/** The reducer of the editor's course detail store. */
export function outlineReducer(state: OutlineState, action: OutlineAction): OutlineState {
  switch (action.type) {
    case 'loaded':
      return loaded(action.outline);
    case 'restored':
      return action.state;
    case 'detailsEdited':
      return state.details ? { ...state, details: { ...state.details, ...action.patch } } : state;
    case 'moduleAdded':
      if (state.modules.some((m) => m.id === action.id)) return state;
      return { ...state, modules: [...state.modules, { id: action.id, title: action.title, lessonIds: [] }] };
    case 'moduleRenamed':
      return { ...state, modules: state.modules.map((m) => (m.id === action.id ? { ...m, title: action.title } : m)) };
    case 'moduleDeleted': {
      const module = state.modules.find((m) => m.id === action.id);
      if (!module) return state;
      const next = deleteLessons(state, module.lessonIds);
      return { ...next, modules: next.modules.filter((m) => m.id !== action.id) };
    }
    case 'moduleMoved':
      return { ...state, modules: moveItem(state.modules, state.modules.findIndex((m) => m.id === action.id), action.toIndex) };
    case 'newLessonAdded': {
      if (!state.modules.some((m) => m.id === action.moduleId)) return state;
      const lessonId = action.lesson.id;
      return {
        ...state,
        newLessons: [...state.newLessons.filter((l) => l.id !== lessonId), action.lesson],
        modules: state.modules.map((m) => (m.id === action.moduleId && !m.lessonIds.includes(lessonId) ? { ...m, lessonIds: [...m.lessonIds, lessonId] } : m)),
      };
    }
    case 'newLessonRemoved':
      if (!state.newLessons.some((l) => l.id === action.lessonId)) return state;
      return { ...state, newLessons: state.newLessons.filter((l) => l.id !== action.lessonId), modules: withoutLessonId(state.modules, action.lessonId) };
    case 'lessonEdited': {
      const edit = (l: EditorLesson) => (l.id === action.lessonId ? { ...l, ...action.patch } : l);
      return { ...state, lessons: state.lessons.map(edit), newLessons: state.newLessons.map(edit) };
    }
    case 'lessonDeleted':
      return deleteLessons(state, [action.lessonId]);
    case 'lessonMoved': {
      const from = state.modules.find((m) => m.lessonIds.includes(action.lessonId));
      if (!from || !state.modules.some((m) => m.id === action.toModuleId)) return state;
      const removed = withoutLessonId(state.modules, action.lessonId);
      return {
        ...state,
        modules: removed.map((m) => {
          if (m.id !== action.toModuleId) return m;
          const ids = m.lessonIds.slice();
          ids.splice(Math.max(0, Math.min(action.toIndex, ids.length)), 0, action.lessonId);
          return { ...m, lessonIds: ids };
        }),
      };
    }
    case 'published':
      // The new outline is now what learners pull: new lessons are ordinary lessons from here on.
      return { ...state, baseVersion: action.version, lessons: [...state.lessons, ...state.newLessons], newLessons: [], deletedLessonIds: [] };
    case 'clear':
      return initialOutline;
  }
}

/** A lesson of the store by id, published or new. */
export function findLesson(state: OutlineState, lessonId: string): EditorLesson | undefined {
  return state.lessons.find((l) => l.id === lessonId) ?? state.newLessons.find((l) => l.id === lessonId);
}

/** Deleted published lessons that learners have progress on (the publish asks about them first). */
export function removalsWithProgress(state: OutlineState): string[] {
  return state.deletedLessonIds.filter((id) => (state.learnersWithProgress[id] ?? 0) > 0);
}

/** The publish body of the store's outline; null before it loaded. */
export function toPublishBody(state: OutlineState, confirmedRemovals: string[] = []): PublishOutline | null {
  if (!state.details || state.baseVersion === null) return null;
  return {
    baseVersion: state.baseVersion,
    details: state.details,
    modules: state.modules.map((m) => ({
      id: m.id,
      title: m.title,
      lessons: m.lessonIds.map((id) => findLesson(state, id)).filter((l): l is EditorLesson => l !== undefined),
    })),
    confirmedRemovals,
  };
}

// Looser than the publish body: a draft may hold an empty title the editor has not filled in yet.
const draftLesson = z.object({ id: z.string(), title: z.string(), type: z.enum(LESSON_KINDS), content: z.string(), mediaUrl: z.string().nullable(), sections: z.number().int() });
const draftDetails = z.object({ title: z.string(), description: z.string(), imageUrl: z.string().nullable(), language: z.string().nullable().optional() });
const outlineStateSchema = z.object({
  courseId: z.string().nullable(),
  baseVersion: z.number().int().nullable(),
  details: draftDetails.nullable(),
  modules: z.array(z.object({ id: z.string(), title: z.string(), lessonIds: z.array(z.string()) })),
  lessons: z.array(draftLesson),
  newLessons: z.array(draftLesson),
  deletedLessonIds: z.array(z.string()),
  learnersWithProgress: z.record(z.string(), z.number()),
});

/** A store state kept in a draft, or null when the draft holds something else. */
export function parseOutlineState(value: unknown): OutlineState | null {
  const parsed = outlineStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
