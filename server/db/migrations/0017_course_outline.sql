-- Course outline editing (issue 19): each published outline is kept by version, so a stale publish
-- can be answered with the differences since the editor's base; progress on a lesson an editor
-- deleted is kept for reports (lesson_progress rows go with their lesson).
CREATE TABLE "course_outline_versions" (
	"course_id" text NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE CASCADE,
	"version" integer NOT NULL,
	"outline" jsonb NOT NULL,
	"published_by" text REFERENCES "users"("id") ON DELETE SET NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_outline_versions_pk" PRIMARY KEY ("course_id", "version")
);--> statement-breakpoint
CREATE TABLE "removed_lesson_progress" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE CASCADE,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"course_id" text NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
	"lesson_id" text NOT NULL,
	"lesson_title" text NOT NULL,
	"section" integer NOT NULL,
	"progress" real NOT NULL,
	"completed" boolean NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "removed_lesson_progress_course_idx" ON "removed_lesson_progress" USING btree ("organisation_id", "course_id");
