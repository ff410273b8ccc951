/** The admin's LTI requests (REST under /api/admin/lti; they need the network) and their loader. */
import type { LtiOverview, LtiPlatformCreate, LtiPlatformRow } from '@contract/lti';
import { apiRequest } from '@/data/api-client';
import { problemText, useServerData } from '@/data/server-data';

export { problemText };

/** The tool's URLs and keys, the platforms and the failing score posts, an error sentence, and a reload. */
export function useLtiOverview() {
  const { data, error, reload } = useServerData<LtiOverview>('/admin/lti');
  return { overview: data, error, reload };
}

/** Registers a platform. */
export const registerPlatform = (input: LtiPlatformCreate) => apiRequest<LtiPlatformRow>('/admin/lti/platforms', { method: 'POST', body: input });

/** Removes a platform. */
export const removePlatform = (id: string) => apiRequest<void>(`/admin/lti/platforms/${id}`, { method: 'DELETE' });

/** Posts a failing score again now. */
export const retryScore = (id: string) => apiRequest<void>(`/admin/lti/scores/${encodeURIComponent(id)}/retry`, { method: 'POST' });
