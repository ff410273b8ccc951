/** Columns shared by every tenant-owned table: the owning organisation and timestamps. */
import { bigint, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

/** The organisation a row belongs to; deleting the organisation deletes its rows. */
export const organisationId = () =>
  text('organisation_id').notNull().references(() => organisations.id, { onDelete: 'cascade' });

/** Creation time, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Last change time, set by the database and by every update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date());

/**
 * The server version of a synced row (DESIGN §2.6): set by the `sync_row()` trigger (migration 0009) on every
 * insert and update from the organisation's counter, so pull can ask for `sync_version > cursor`.
 * Named `sync_version` because `courses.version` is already the authoring version (409 on stale edits).
 */
export const syncVersion = () => bigint('sync_version', { mode: 'number' }).notNull().default(0);
