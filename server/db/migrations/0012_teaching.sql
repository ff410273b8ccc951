-- Teaching (issue 16, item 4): a teacher's feedback on a learner's quiz attempt and a quiz extension
-- (later due date and/or extra attempts) for one learner. Ids are the client's UUIDs (intents apply once).
-- Both are synced tables (0009's sync_track), owned by the learner for tombstones.
CREATE TABLE "quiz_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"attempt_id" text NOT NULL REFERENCES "quiz_attempts"("id") ON DELETE cascade,
	"quiz_id" text NOT NULL REFERENCES "quizzes"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"author_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "quiz_extensions" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"quiz_id" text NOT NULL REFERENCES "quizzes"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"due_at" timestamp with time zone,
	"extra_attempts" integer DEFAULT 0 NOT NULL,
	"granted_by" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE INDEX "quiz_feedback_attempt_idx" ON "quiz_feedback" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "quiz_feedback_org_sync_idx" ON "quiz_feedback" USING btree ("organisation_id","sync_version");--> statement-breakpoint
CREATE INDEX "quiz_extensions_user_quiz_idx" ON "quiz_extensions" USING btree ("user_id","quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_extensions_org_sync_idx" ON "quiz_extensions" USING btree ("organisation_id","sync_version");--> statement-breakpoint
SELECT sync_track('quiz_feedback', 'quizFeedback', 'id', 'user_id');--> statement-breakpoint
SELECT sync_track('quiz_extensions', 'quizExtensions', 'id', 'user_id');
