/** The editor's calls: the outline to edit and the publish (online only; a 409 answers a `PublishConflict`). */
import type { EditorOutline, PublishAnswer, PublishConflict, PublishOutline } from '@contract/course-editor';
import { apiRequest, ApiError } from '@/data/api-client';

/** The outline of `courseId` as the server holds it. */
export const loadOutline = (courseId: string) => apiRequest<EditorOutline>(`/edit-course/${encodeURIComponent(courseId)}`);

/** What a publish came to. */
export type PublishResult = { ok: true; version: number } | { ok: false; conflict: PublishConflict };

const isConflict = (body: unknown): body is PublishConflict =>
  typeof body === 'object' && body !== null && 'reason' in body && 'differences' in body && 'lessonsWithProgress' in body;

/** Publishes `body` as the course's outline. */
export async function publishOutline(courseId: string, body: PublishOutline): Promise<PublishResult> {
  try {
    const answer = await apiRequest<PublishAnswer>(`/edit-course/${encodeURIComponent(courseId)}/publish`, { method: 'POST', body });
    return { ok: true, version: answer.version };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && isConflict(error.body)) return { ok: false, conflict: error.body };
    throw error;
  }
}
