/** Users: one row per Firebase account per organisation, with the role they hold there. */
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, syncVersion, updatedAt } from './columns';

export const roleEnum = pgEnum('role', ['learner', 'teacher', 'admin']);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    firebaseUid: text('firebase_uid').notNull(),
    email: text('email'),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    role: roleEnum('role').notNull().default('learner'),
    /** Set when an admin removes the person: their requests are refused, their rows kept for reports. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    syncVersion: syncVersion(),
  },
  (t) => [
    uniqueIndex('users_org_uid_key').on(t.organisationId, t.firebaseUid),
    index('users_uid_idx').on(t.firebaseUid),
    index('users_org_sync_idx').on(t.organisationId, t.syncVersion),
  ],
);

/** A user's preferences (issue 47): their interface language, synced to their own devices (`preferences`, migration 0022). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    language: text('language').notNull(),
    /** When the device chose it (the later choice wins); never after the server's clock. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    syncVersion: syncVersion(),
  },
  (t) => [index('user_preferences_org_sync_idx').on(t.organisationId, t.syncVersion)],
);
