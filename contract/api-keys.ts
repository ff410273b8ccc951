/**
 * API keys of programs (issue 54): the scopes a key may have, an admin's create request, and the
 * rows the admin's list shows (never the key: it is answered once, when made).
 */
import { z } from 'zod';

/** What a key may do; each opens a fixed set of routes (server/auth/api-key-scopes.ts). */
export const apiKeyScopes = ['courses:read', 'results:read', 'people:manage', 'enrolments:manage'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** The words an admin reads for each scope. */
export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  'courses:read': 'Read courses',
  'results:read': 'Read results',
  'people:manage': 'Manage people',
  'enrolments:manage': 'Manage enrolments',
};

/** Every key starts with this, so that a leaked one is recognised (and the server tells it from a Firebase token). */
export const API_KEY_PREFIX = 'olp_';

/** `POST /api/admin/api-keys`. */
export const apiKeyCreateSchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  scopes: z.array(z.enum(apiKeyScopes)).min(1).max(apiKeyScopes.length),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** One key in `GET /api/admin/api-keys`. */
export const apiKeyRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;

/** The answer to a create: the row and, this once, the key itself. */
export const apiKeyCreatedSchema = z.object({ key: z.string(), apiKey: apiKeyRowSchema });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
