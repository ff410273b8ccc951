-- xAPI statements kept per learner (issue 51 item 4): from H5P (`package.statement`) and from SCORM
-- commits mapped to statements; read by the learner's teachers through /api/xapi/statements.
CREATE TABLE "xapi_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"course_id" text NOT NULL REFERENCES "courses"("id") ON DELETE cascade,
	"lesson_id" text NOT NULL REFERENCES "lessons"("id") ON DELETE cascade,
	"item" integer NOT NULL,
	"source" text NOT NULL,
	"actor" jsonb NOT NULL,
	"verb" jsonb NOT NULL,
	"object" jsonb NOT NULL,
	"result" jsonb,
	"timestamp" timestamp with time zone NOT NULL,
	"stored" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "xapi_statements_user_idx" ON "xapi_statements" USING btree ("organisation_id", "user_id", "stored");--> statement-breakpoint
-- Forwarding to an external LRS (LRS_ENDPOINT): one row per statement while it is to be sent,
-- claimed with FOR UPDATE SKIP LOCKED and a lease, retried with backoff (as push_deliveries).
CREATE TABLE "xapi_forwards" (
	"statement_id" uuid PRIMARY KEY NOT NULL REFERENCES "xapi_statements"("id") ON DELETE cascade,
	"status" text DEFAULT 'pending' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text
);--> statement-breakpoint
CREATE INDEX "xapi_forwards_due_idx" ON "xapi_forwards" USING btree ("status", "next_try_at");--> statement-breakpoint
-- An organisation's own package limits (issue 51 item 5); a null column takes PACKAGE_MAX_* of the server.
CREATE TABLE "organisation_package_limits" (
	"organisation_id" text PRIMARY KEY NOT NULL REFERENCES "organisations"("id") ON DELETE cascade,
	"max_bytes" integer,
	"max_count" integer
);
