-- Announcements (issue 53, item 5; issue 47's proof of the recipe): an admin's message to one batch
-- or one course, synced as `announcements` and read by its declaration (contract/admin.ts).
CREATE TABLE "announcements" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"batch_id" text REFERENCES "batches"("id") ON DELETE cascade,
	"course_id" text REFERENCES "courses"("id") ON DELETE cascade,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "announcements_one_audience" CHECK (("batch_id" IS NULL) <> ("course_id" IS NULL))
);--> statement-breakpoint
CREATE INDEX "announcements_org_sync_idx" ON "announcements" USING btree ("organisation_id","sync_version");--> statement-breakpoint
SELECT sync_track('announcements', 'announcements');
