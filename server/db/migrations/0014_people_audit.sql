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
