/** Throttling counters shared by every API process (server/http/rate-limit.ts, migration 0008). */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  /** What is counted and for whom, e.g. `writes:user:<id>` or `messages:org:<id>`. */
  scope: text('scope').primaryKey(),
  /** When the current window ends and the count starts again. */
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  /** Hits counted in the current window, refused ones included. */
  hits: integer('hits').notNull(),
});
