/**
 * The admin's people, batch and import requests (REST under /api/admin; they need the network and
 * the screens say so; batch memberships go through the outbox instead: data/member-writes.ts), a
 * small loader hook, and the problem text of a refused request.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AdminBatch, AuditRow, Person } from '@contract/people';
import { ApiError, apiRequest } from '@/data/api-client';
import { showToast } from '@/ui/toast';

/** The server's explanation of a refused request (problem+json `detail`), or a generic sentence. */
export function problemText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') return body.detail;
    return `The server refused the change (${error.status}).`;
  }
  return 'The server could not be reached: this needs a network connection.';
}

/** A resource read from the server: its data, error and a reload. */
export function useServerData<T>(path: string | null) {
  const [state, setState] = useState<{ data?: T; error?: string; path?: string }>({});
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!path) return;
    let live = true;
    apiRequest<T>(path).then(
      (data) => live && setState({ data, path }),
      (error: unknown) => live && setState({ error: problemText(error), path }),
    );
    return () => {
      live = false;
    };
  }, [path, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const current = state.path === path;
  return { data: current ? state.data : undefined, error: current ? state.error : undefined, reload };
}

export const peoplePath = '/admin/people';
export const batchesPath = '/admin/manage/batches';
export const auditPath = (subject: { userId: string } | { batchId: string }) =>
  'userId' in subject ? `/admin/audit?userId=${encodeURIComponent(subject.userId)}` : `/admin/audit?batchId=${encodeURIComponent(subject.batchId)}`;

export type { AdminBatch, AuditRow, Person };

/** A toast of this feature (its close button named for screen readers). */
export function notify(message: string, color: 'green' | 'red'): void {
  showToast({ message, color, closeButtonProps: { 'aria-label': 'Close the notice' } });
}
