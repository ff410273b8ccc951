/** The admin's API key requests (REST under /api/admin/api-keys; they need the network) and their loader. */
import { useCallback, useEffect, useState } from 'react';
import type { ApiKeyCreate, ApiKeyCreated, ApiKeyRow } from '@contract/api-keys';
import { ApiError, apiRequest } from '@/data/api-client';

/** The server's explanation of a refused request (problem+json `detail`), or a generic sentence. */
export function problemText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') return body.detail;
    return `The server refused the change (${error.status}).`;
  }
  return 'The server could not be reached: this needs a network connection.';
}

/** The organisation's keys as the server lists them, an error sentence, and a reload. */
export function useApiKeys() {
  const [state, setState] = useState<{ rows?: ApiKeyRow[]; error?: string }>({});
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    apiRequest<ApiKeyRow[]>('/admin/api-keys').then(
      (rows) => live && setState({ rows }),
      (error: unknown) => live && setState({ error: problemText(error) }),
    );
    return () => {
      live = false;
    };
  }, [generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}

/** Makes a key; the answer holds the key itself, this once. */
export const createApiKey = (input: ApiKeyCreate) => apiRequest<ApiKeyCreated>('/admin/api-keys', { method: 'POST', body: input });

/** Revokes a key at once. */
export const revokeApiKey = (id: string) => apiRequest<void>(`/admin/api-keys/${id}`, { method: 'DELETE' });
