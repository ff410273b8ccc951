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
ALTER TYPE "lesson_type" ADD VALUE IF NOT EXISTS 'package';
