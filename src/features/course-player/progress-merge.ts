/**
 * The lesson progress merge rule (DESIGN §2.7), the same as the server's: per section the
 * progress only grows (max), a completed section stays completed (OR), and the position is the
 * one reported last.
 */

/** One section's progress as the merge sees it. */
export interface SectionProgress {
  progress: number;
  completed: boolean;
  position?: number | null;
}

/** `incoming` merged into `existing` (absent: `incoming` as it is). */
export function mergeProgress<T extends SectionProgress>(existing: SectionProgress | undefined, incoming: T): T & SectionProgress {
  if (!existing) return incoming;
  return {
    ...incoming,
    progress: Math.max(existing.progress, incoming.progress),
    completed: existing.completed || incoming.completed,
    position: incoming.position ?? existing.position ?? null,
  };
}
