/**
 * API keys of programs (issue 54): a key acts for the organisation with the admin who made it, only
 * on the routes its scopes open. Only the SHA-256 of the key is kept, with its first characters to
 * tell keys apart. Server-only: never synced, so no key reaches a device.
 */
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, organisationId } from './columns';
import { users } from './users';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    /** The key's first characters (`olp_` and 8 more), shown in the list; not enough to use it. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key: a 32-byte random secret needs no slow hash. */
    secretHash: text('secret_hash').notNull(),
    /** The scopes granted (contract/api-keys.ts `apiKeyScopes`). */
    scopes: text('scopes').array().notNull(),
    /** The admin who made it: the key acts as them, so it never has more rights than they do. */
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash), index('api_keys_org_idx').on(t.organisationId, t.createdAt)],
);
