-- An organisation's own package limits become the synced table `packageLimits` (issue 47's proof of
-- the recipe, issue 51 item 5), read by its declaration (contract/admin.ts) and written by `packageLimits.set`.
ALTER TABLE "organisation_package_limits" ADD COLUMN "sync_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "organisation_package_limits_org_sync_idx" ON "organisation_package_limits" USING btree ("organisation_id","sync_version");--> statement-breakpoint
SELECT sync_track('organisation_package_limits', 'packageLimits', 'organisation_id');--> statement-breakpoint
-- Rows set before this migration get a version, so a pull from scratch sends them.
UPDATE "organisation_package_limits" SET "max_bytes" = "max_bytes";
