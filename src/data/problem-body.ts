/** A problem+json body's refusal in the language shown (issue 52, item 5): its code worded, or its English detail. */
import { refusalText } from '@/i18n/refusals/refusal-text';

/**
 * The refusal a problem+json `body` carries, worded for the language shown; `english` is what an
 * English screen shows (the detail, or the detail with its field errors); null for a body that is
 * not problem details.
 */
export function problemBodyText(body: unknown, english?: (detail: string) => string): string | null {
  if (!body || typeof body !== 'object' || !('detail' in body) || typeof body.detail !== 'string') return null;
  const { code, params } = body as { code?: unknown; params?: unknown };
  const shown = typeof code === 'string' ? { code, ...(params && typeof params === 'object' ? { params: params as Record<string, string | number> } : {}) } : {};
  const reason = english ? english(body.detail) : body.detail;
  return refusalText({ reason, ...shown }, reason);
}

/** A problem+json body sent as text (an upload's answer), worded as {@link problemBodyText}; null when it is not one. */
export function problemTextOf(text: string | undefined): string | null {
  if (!text) return null;
  try {
    return problemBodyText(JSON.parse(text));
  } catch {
    return null;
  }
}
