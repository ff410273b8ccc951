-- SCORM and H5P packages (issue 51): server-only, the files stored whole (bytea).
CREATE TABLE "course_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"course_id" text NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"file_count" integer NOT NULL,
	"unpacked_bytes" integer NOT NULL,
	"access_key" text NOT NULL UNIQUE,
	"created_by" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "course_packages_course_idx" ON "course_packages" USING btree ("course_id");--> statement-breakpoint
CREATE TABLE "course_package_files" (
	"package_id" text NOT NULL REFERENCES "course_packages"("id") ON DELETE cascade,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"content" bytea NOT NULL,
	PRIMARY KEY ("package_id", "path")
);--> statement-breakpoint
ALTER TYPE "lesson_type" ADD VALUE IF NOT EXISTS 'package';--> statement-breakpoint
-- A learner's attempt at one package item, synced to their own devices as `packageAttempts`.
CREATE TABLE "package_attempts" (
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"course_id" text NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	"lesson_id" text NOT NULL REFERENCES "lessons"("id") ON DELETE cascade,
	"item" integer NOT NULL,
	"status" text NOT NULL,
	"completed" boolean NOT NULL,
	"success" text,
	"score" real,
	"seconds" integer NOT NULL,
	"suspend_data" text NOT NULL,
	"location" text NOT NULL,
	"interactions" text NOT NULL,
	"commits" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sync_version" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("user_id", "lesson_id", "item")
);--> statement-breakpoint
CREATE INDEX "package_attempts_org_sync_idx" ON "package_attempts" USING btree ("organisation_id","sync_version");--> statement-breakpoint
SELECT sync_track('package_attempts', 'packageAttempts', 'lesson_id:item', 'user_id');
