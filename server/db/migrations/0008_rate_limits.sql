-- Throttling (issue 15): one row per counted scope (e.g. 'writes:user:<id>'), shared by every API
-- process on this database. A request upserts its rows in one statement; a window that has ended
-- restarts in place, and rows idle for a day are pruned.
CREATE TABLE "rate_limits" (
	"scope" text PRIMARY KEY NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
