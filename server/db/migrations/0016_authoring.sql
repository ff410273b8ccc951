-- Authoring (issue 18): editors' drafts kept per field and synced to the organisation's staff; quiz
-- versions (immutable once published), attempts that record the version they were started on, and
-- the new question kinds with their per-question feedback.
CREATE TABLE "drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"kind" text NOT NULL CHECK ("kind" IN ('quiz', 'exercise', 'deck', 'course')),
	"entity_id" text NOT NULL,
	"base_version" integer,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" text REFERENCES "users"("id") ON DELETE set null,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "drafts_org_sync_idx" ON "drafts" USING btree ("organisation_id","sync_version");--> statement-breakpoint
SELECT sync_track('drafts', 'drafts');--> statement-breakpoint
ALTER TYPE "question_kind" ADD VALUE IF NOT EXISTS 'truefalse';--> statement-breakpoint
ALTER TYPE "question_kind" ADD VALUE IF NOT EXISTS 'numeric';--> statement-breakpoint
ALTER TYPE "question_kind" ADD VALUE IF NOT EXISTS 'ordering';--> statement-breakpoint
ALTER TYPE "question_kind" ADD VALUE IF NOT EXISTS 'matching';--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "tolerance" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "feedback" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "shuffle_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "attempts_allowed" integer;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "quiz_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"quiz_id" text NOT NULL REFERENCES "quizzes"("id") ON DELETE cascade,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_by" text REFERENCES "users"("id") ON DELETE set null,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_versions_quiz_version_unique" UNIQUE ("quiz_id", "version")
);--> statement-breakpoint
-- A published version never changes: an UPDATE is an error (deleting the quiz still deletes its versions).
CREATE OR REPLACE FUNCTION quiz_version_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'quiz version % of quiz % is immutable', OLD.version, OLD.quiz_id USING ERRCODE = 'raise_exception';
END $$;--> statement-breakpoint
CREATE TRIGGER "quiz_versions_immutable" BEFORE UPDATE ON "quiz_versions" FOR EACH ROW EXECUTE FUNCTION quiz_version_immutable();
-- A quiz's current version is recorded here when it is first needed (services/quizzes/versions.ts), so seeded and older quizzes need no copy now.
