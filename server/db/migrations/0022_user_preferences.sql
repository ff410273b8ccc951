-- A user's preferences (issue 47, the proof of the recipe): the interface language, one row per user,
-- synced to the user's own devices as `preferences` (tombstones keyed and owned by the user).
CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sync_version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "user_preferences_org_sync_idx" ON "user_preferences" USING btree ("organisation_id","sync_version");--> statement-breakpoint
SELECT sync_track('user_preferences', 'preferences', 'user_id', 'user_id');
