/** The words an admin reads for an API key's scope, in the language shown ('Read courses' for `courses:read`). */
import type { TFunction } from 'i18next';
import type { ApiKeyScope } from '@contract/api-keys';
import type { adminApiKeysNs, messages } from './messages/en';

type ScopeKey = keyof typeof messages.scopes;

/** `courses:read` is the key `scopes.courses-read` (':' separates an i18next namespace from its key). */
export function scopeLabel(t: TFunction<typeof adminApiKeysNs>, scope: ApiKeyScope): string {
  return t(`scopes.${scope.replace(':', '-') as ScopeKey}`);
}
