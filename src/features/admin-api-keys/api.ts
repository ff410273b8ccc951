/** The admin's API key requests (REST under /api/admin/api-keys; they need the network) and their loader. */
import type { ApiKeyCreate, ApiKeyCreated, ApiKeyRow } from '@contract/api-keys';
import { apiRequest } from '@/data/api-client';
import { problemText, useServerData } from '@/data/server-data';

export { problemText };

/** The organisation's keys as the server lists them, an error sentence, and a reload. */
export function useApiKeys() {
  const { data: rows, error, reload } = useServerData<ApiKeyRow[]>('/admin/api-keys');
  return { rows, error, reload };
}

/** Makes a key; the answer holds the key itself, this once. */
export const createApiKey = (input: ApiKeyCreate) => apiRequest<ApiKeyCreated>('/admin/api-keys', { method: 'POST', body: input });

/** Revokes a key at once. */
export const revokeApiKey = (id: string) => apiRequest<void>(`/admin/api-keys/${id}`, { method: 'DELETE' });
