-- Staff scope (issue 14, item 3): access grants get server versions and tombstones so an admin's
-- device can hold them; a deleted user tombstones as `people`; a sync client records when it last
-- pulled, so a teacher sees how fresh each learner's device is. Both tables are tracked by 0009's sync_track().
ALTER TABLE "course_access" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_clients" ADD COLUMN "last_pulled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "course_access_org_sync_idx" ON "course_access" USING btree ("organisation_id","sync_version");--> statement-breakpoint
CREATE INDEX "users_org_sync_idx" ON "users" USING btree ("organisation_id","sync_version");--> statement-breakpoint
SELECT sync_track('course_access', 'accessGrants');--> statement-breakpoint
SELECT sync_track('users', 'people');--> statement-breakpoint
-- Grants that exist already get versions (the BEFORE UPDATE trigger sets them).
UPDATE course_access SET sync_version = 0;
