-- People and batches (issue 17, items 1-3 and the audit of item 8): the audit log of admin changes
-- (who, what, when, before/after), written in the transaction of the change it records.
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"user_id" text,
	"batch_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_org_user_idx" ON "audit_log" USING btree ("organisation_id","user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_org_batch_idx" ON "audit_log" USING btree ("organisation_id","batch_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_org_subject_idx" ON "audit_log" USING btree ("organisation_id","subject_type","subject_id");
--> statement-breakpoint
-- Invitations (item 1): an email invited into an organisation with a role (and a batch); the first
-- sign-in of that email joins with them. Bulk imports (item 3) record what they changed, for undo.
CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text,
	"role" "role" DEFAULT 'learner' NOT NULL,
	"batch_id" text,
	"invited_by" text,
	"accepted_user_id" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_org_email_key" ON "invitations" USING btree ("organisation_id","email");--> statement-breakpoint
CREATE TABLE "people_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" text NOT NULL,
	"actor_id" text,
	"status" text NOT NULL,
	"summary" jsonb NOT NULL,
	"undo" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "people_imports" ADD CONSTRAINT "people_imports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Removal keeps the person's rows for reports; a removed person's requests are refused.
ALTER TABLE "users" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
-- Batches: an enrolment end date and archiving.
ALTER TABLE "batches" ADD COLUMN "enrolment_ends_on" date;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "archived_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "people_imports_org_idx" ON "people_imports" USING btree ("organisation_id");
