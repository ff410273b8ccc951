/** The course the learner picked last (the store's `selected`), shared by every screen of the feature. */
import { useSyncExternalStore } from 'react';

let selectedId: string | null = null;
const listeners = new Set<() => void>();

/** Picks course `id` (or none). */
export function selectCourse(id: string | null): void {
  if (id === selectedId) return;
  selectedId = id;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The id of the picked course, re-rendering when it changes. */
export function useSelectedCourseId(): string | null {
  return useSyncExternalStore(subscribe, () => selectedId, () => selectedId);
}
