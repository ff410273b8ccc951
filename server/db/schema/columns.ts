/** Columns shared by every tenant-owned table: the owning organisation and timestamps. */
import { text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

/** The organisation a row belongs to; deleting the organisation deletes its rows. */
export const organisationId = () =>
  text('organisation_id').notNull().references(() => organisations.id, { onDelete: 'cascade' });

/** Creation time, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Last change time, set by the database and by every update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date());
